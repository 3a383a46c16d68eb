export default function VerifyPage() {
  return <h1>Verify sign-in</h1>;
}
