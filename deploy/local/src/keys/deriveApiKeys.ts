import { SignJWT } from 'jose';

export type ApiKeys = { anonKey: string; serviceRoleKey: string };

// The same claims as the Supabase CLI's keys (iss supabase-demo, fixed iat/exp), so the keys stay
// identical across restarts for as long as the data folder keeps its secret.
const ISSUED_AT = 1641769200;
const EXPIRES_AT = 1983812996;

export async function deriveApiKeys(jwtSecret: string): Promise<ApiKeys> {
  const key = new TextEncoder().encode(jwtSecret);
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(ISSUED_AT)
      .setExpirationTime(EXPIRES_AT)
      .sign(key);
  return { anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') };
}
