import { ChangePassword } from './ChangePassword.tsx';
import { DarkModeSetting } from './DarkModeSetting.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TotpSection } from './TotpSection.tsx';
import '../auth/auth.css';
import './settings.css';

export default function SettingsPage() {
  return (
    <div className="settings">
      <h1>Settings</h1>
      <ProfileForm />
      <EmailSection />
      <DarkModeSetting />
      <ChangePassword />
      <TotpSection />
      <SessionsSection />
      <DeleteAccountSection />
    </div>
  );
}
