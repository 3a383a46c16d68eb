import type { SupabaseClient } from '@supabase/supabase-js';
import { siteStorage } from '../app/siteStorage.ts';
import type { AppConfig } from '../config/appConfig.ts';
import { notifyError, notifySuccess } from '../notifications/notificationsState.ts';
import { isChunkLoadError, reloadOnce } from '../release/staleChunk.ts';
import { isAuthErrorNamed } from './authErrors.ts';
import { authState } from './authState.ts';
import { confirmSession } from './confirmSession.ts';
import { clearUrlFragment, EMAIL_CHANGE_HALFWAY, isAnotherAccountsLink, otherAccountsLink, readEmailLink } from './emailLink.ts';
import { fetchWithDeadline } from './fetchWithDeadline.ts';
import { checkedSessionStorage } from './storedSession.ts';

let client: SupabaseClient | null = null;
let loading: Promise<SupabaseClient> | null = null;
let linkType: string | null = null;

/**
 * Called by the client at every start, to ask whether the address is an email link's. Only then
 * is the session taken from the URL (the spec's default): any other address must answer no, or the
 * client skips restoring the stored session. The fragment leaves the address bar at once, so the
 * tokens never stay in the URL nor in the history, and a link error is kept for the page that shows it.
 * A link for another user than the one signed in here is refused: the stored session is restored.
 */
function detectSessionInUrl(params: Record<string, string>, storedSession: string | null): boolean {
  // Said in the app's own words, never in the link's: anyone can write a link's text. Only from the
  // fragment, where GoTrue puts it and whence it is cleared (supabase-js merges in the query).
  if (new URLSearchParams(location.hash.slice(1)).get('message') === EMAIL_CHANGE_HALFWAY) {
    clearUrlFragment();
    notifySuccess('One link of two opened', 'Now open the link sent to your other email address: the email changes once both are opened.');
    return false;
  }
  const link = readEmailLink(params);
  if (!link) return false;
  clearUrlFragment();
  if (!link.error && isAnotherAccountsLink(params.access_token, storedSession)) {
    authState.linkError = otherAccountsLink(link.type);
    return false;
  }
  linkType = link.type;
  authState.linkError = link.error;
  return true;
}

/** The type of the email link the page was opened with ('signup', 'recovery', …), if any. */
export const emailLinkType = () => linkType;

type Setup = { config: AppConfig; onCreated(client: SupabaseClient): void };
let setup: Setup | null = null;
let announceSetup: (s: Setup) => void = () => {};
/** The browser's storage for the site is full: the session lives in the page alone. */
const storageFull = () =>
  notifyError(
    'Sign-in not saved in this browser',
    'Its storage for this site is full: you stay signed in until this page closes. Clear some site data in the browser’s settings to stay signed in.',
  );

const configured = new Promise<Setup>((resolve) => {
  announceSetup = resolve;
});

/** Start-up tells how to make the client, and what to do once it exists (listen to auth events). */
export function configureSupabase(config: AppConfig, onCreated: (client: SupabaseClient) => void): void {
  if (setup) return;
  setup = { config, onCreated };
  announceSetup(setup);
}

/**
 * supabase-js's chunk is gone (a deploy replaced it): a reload gets the new build's, as for any
 * stale chunk, and a signed-in user stays signed in. The page is going away: nothing more here.
 */
function reloadIfStale(error: unknown): Promise<never> {
  if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => {});
  throw error;
}

/**
 * The page's only supabase client (several clients in one page misbehave), made on first need
 * once start-up has configured it (a prerendered page is live before that). Defaults as the spec
 * lists them: auto refresh, persisted session, session detected in the URL, implicit flow; every
 * call has a deadline (fetchWithDeadline), and a data call whose token is refused renews it once
 * (renewRefusedToken).
 * supabase-js is loaded on demand, so /login paints before it has arrived.
 */
export function supabaseReady(): Promise<SupabaseClient> {
  loading ??= configured.then(({ config, onCreated }) =>
    import(/* webpackChunkName: "supabase" */ './supabaseChunk.ts').catch(reloadIfStale).then(({ createClient, renewRefusedToken }) => {
      const storage = siteStorage('localStorage');
      client = createClient(config.supabaseUrl, config.supabaseAnonKey, {
        auth: {
          // Without storage (a browser that blocks site data) supabase-js keeps the session in memory.
          storage: storage ? checkedSessionStorage(storage, sessionStorageKey(config.supabaseUrl), storageFull) : undefined,
          autoRefreshToken: true,
          persistSession: true,
          detectSessionInUrl: (_url, params) =>
            detectSessionInUrl(params, siteStorage('localStorage')?.getItem(sessionStorageKey(config.supabaseUrl)) ?? null),
          flowType: 'implicit',
        },
        global: {
          fetch: renewRefusedToken(fetchWithDeadline, renewSession),
        },
      });
      onCreated(client);
      return client;
    }),
  );
  // A download that failed (a dropped connection) is tried again at the next need, e.g. Log in.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * A new access token for a call the API refused, or null. Without a stored session (signed out: the
 * anon key was refused) there is nothing to renew. A refused refresh leaves supabase-js holding a
 * session whose token looks unexpired here, though the server has just refused it: the server is
 * asked whether the session is still there, and signs this device out if not.
 */
async function renewSession(): Promise<string | null> {
  const client = supabase();
  const { data, error } = await client.auth.refreshSession();
  if (data.session) return data.session.access_token;
  if (error && !isAuthErrorNamed(error, 'AuthRetryableFetchError') && !isAuthErrorNamed(error, 'AuthSessionMissingError'))
    await confirmSession(client);
  return null;
}

/** The client, once it exists: after start-up for a signed-in user (the rest use supabaseReady). */
export function supabase(): SupabaseClient {
  if (!client) throw new Error('The supabase client is used before the app was configured.');
  return client;
}

/** Where supabase-js keeps the session (its default storage key for this project URL). */
export const sessionStorageKey = (supabaseUrl: string) => `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * Parameters an email link or an auth redirect brings in the URL, for the client to read; `message`:
 * the first of an email change's links, which may be opened where nobody is signed in.
 */
const AUTH_URL_PARAMS = /[#?&](access_token|refresh_token|error|error_code|error_description|code|message)=/;

/**
 * Before the config is known: could the visitor be signed in? A session stored for any project, or
 * an email link in the URL (a false positive only fetches supabase-js early).
 */
export function maybeSignedIn(storage = siteStorage('localStorage'), url = globalThis.location?.href ?? ''): boolean {
  if (AUTH_URL_PARAMS.test(url)) return true;
  // No storage: no browser (the build-time render of a page), or one that blocks site data, where
  // supabase-js keeps a session in memory only: nobody yet either way.
  if (!storage) return false;
  try {
    return Object.keys(storage).some((key) => /^sb-.+-auth-token$/.test(key));
  } catch {
    return true;
  }
}

/** Whether this browser keeps a session of the app: read before the client starts, which drops one the server refuses. */
export function keepsSession(config: AppConfig, storage = siteStorage('localStorage')): boolean {
  try {
    return (storage?.getItem(sessionStorageKey(config.supabaseUrl)) ?? null) !== null;
  } catch {
    return false;
  }
}

/**
 * Sure to be nobody: no stored session and nothing in the URL for the client to sign in with. Then
 * start-up need not wait for supabase-js (a stored session that turns out stale is found by the
 * client itself, which signs out and the guard follows).
 */
export function surelyAnonymous(config: AppConfig, storage = siteStorage('localStorage'), url: string = location.href): boolean {
  try {
    return storage !== null && storage.getItem(sessionStorageKey(config.supabaseUrl)) === null && !AUTH_URL_PARAMS.test(url);
  } catch {
    return false;
  }
}
