import { LoginForm } from './LoginForm.tsx';

export default function LoginPage() {
  return <LoginForm />;
}
