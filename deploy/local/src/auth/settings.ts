import type { AuthConfig } from './AuthContext.ts';

/** GET /settings (api/settings.go) for this stack: email and phone on, no external providers. */
export function settings(config: AuthConfig): Record<string, unknown> {
  return {
    external: { anonymous_users: false, email: true, phone: true, apple: false, github: false, google: false },
    disable_signup: false,
    mailer_autoconfirm: config.autoconfirm,
    phone_autoconfirm: true,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
}

export const HEALTH = {
  version: 'v2.189.0-coinwatch-local',
  name: 'GoTrue',
  description: 'GoTrue is a user registration and authentication API',
};
