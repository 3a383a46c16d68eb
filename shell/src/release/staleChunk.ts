import { isOffline } from '@coinwatch/shared/toolkit';
import { siteStorage } from '../app/siteStorage.ts';

/** sessionStorage key of the last automatic reload; its 10 s time-to-live stops reload loops. */
export const RELOAD_KEY = 'coinwatch:reload';
export const RELOAD_TTL_MS = 10_000;

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error (or any error in its cause chain) says a code chunk could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof Error && (e.name === 'ChunkLoadError' || CHUNK_ERROR.test(e.message))) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}

/**
 * Whether the page reloaded itself in the last 10 s (the spec's reload guard). Without storage, no
 * (nothing could be noted: mayReload refuses then); unreadable, yes (a loop is worse than a wait); a
 * reload noted ahead of the clock (set back since), no.
 */
export function reloadedRecently(storage = siteStorage('sessionStorage'), now = Date.now()): boolean {
  try {
    const last = Number(storage?.getItem(RELOAD_KEY));
    return Number.isFinite(last) && last > 0 && now >= last && now - last < RELOAD_TTL_MS;
  } catch {
    return true;
  }
}

/** Notes an automatic reload about to happen, for `reloadedRecently`; false when it cannot be noted. */
export function noteReload(storage = siteStorage('sessionStorage'), now = Date.now()): boolean {
  try {
    storage?.setItem(RELOAD_KEY, String(now));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Whether `reloadOnce` would reload now: no automatic reload in the last 10 s, and a place to note one. */
export function mayReload(storage = siteStorage('sessionStorage'), now = Date.now()): boolean {
  // Without a place to note the reload, a reload could repeat without end: show the error instead.
  // Offline, the chunk is missing for the connection's sake, not a newer build's, and a reload would
  // only show the browser's offline page instead of the app's message.
  return storage !== null && !isOffline() && !reloadedRecently(storage, now);
}

/**
 * Reloads the page to pick up the current build, unless it already did so in the last 10 s
 * (then the chunk is really gone, and the caller shows the error instead). Returns whether it reloads.
 */
export function reloadOnce(
  storage = siteStorage('sessionStorage'),
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  if (!mayReload(storage, now) || !noteReload(storage, now)) return false;
  reload();
  return true;
}
