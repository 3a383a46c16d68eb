export default function SignupPage() {
  return <h1>Sign up</h1>;
}
