import { SignupForm } from './SignupForm.tsx';

export default function SignupPage() {
  return <SignupForm />;
}
