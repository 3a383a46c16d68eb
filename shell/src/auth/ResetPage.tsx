export default function ResetPage() {
  return <h1>Reset password</h1>;
}
