import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '../config/appConfig.ts';

let client: SupabaseClient | null = null;

/**
 * The page's only supabase client (several clients in one page misbehave). Defaults as the spec
 * lists them: auto refresh, persisted session, session detected in the URL, implicit flow.
 */
export function createSupabase(config: AppConfig): SupabaseClient {
  client ??= createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { autoRefreshToken: true, persistSession: true, detectSessionInUrl: true, flowType: 'implicit' },
  });
  return client;
}

export function supabase(): SupabaseClient {
  if (!client) throw new Error('The supabase client is used before the app was configured.');
  return client;
}
