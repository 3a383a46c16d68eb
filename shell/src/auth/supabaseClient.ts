import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '../config/appConfig.ts';
import { authState } from './authState.ts';
import { clearUrlFragment, readEmailLink } from './emailLink.ts';

let client: SupabaseClient | null = null;
let linkType: string | null = null;

/**
 * Called by the client only when the address carries an email link's parameters. The session is
 * still taken from the URL (the spec's default); the fragment leaves the address bar at once, so
 * the tokens never stay in the URL nor in the history, and a link error is kept for /login/verify.
 */
function detectSessionInUrl(_url: URL, params: Record<string, string>): boolean {
  const link = readEmailLink(params);
  linkType = link.type;
  authState.linkError = link.error;
  clearUrlFragment();
  return true;
}

/** The type of the email link the page was opened with ('signup', 'recovery', …), if any. */
export const emailLinkType = () => linkType;

/**
 * The page's only supabase client (several clients in one page misbehave). Defaults as the spec
 * lists them: auto refresh, persisted session, session detected in the URL, implicit flow.
 */
export function createSupabase(config: AppConfig): SupabaseClient {
  client ??= createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { autoRefreshToken: true, persistSession: true, detectSessionInUrl, flowType: 'implicit' },
  });
  return client;
}

export function supabase(): SupabaseClient {
  if (!client) throw new Error('The supabase client is used before the app was configured.');
  return client;
}
