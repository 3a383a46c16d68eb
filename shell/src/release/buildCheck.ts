import { STEP_UNDER_WAY_ATTRIBUTE } from '@coinwatch/shared/toolkit';
import { z } from 'zod';
import { unsavedChanges } from '../forms/unsavedChanges.ts';
import { accountActionShown, notificationsState, notify } from '../notifications/notificationsState.ts';
import { toolsReleasedSince } from '../remotes/toolRegistry.ts';
import { noteReload, reloadedRecently } from './staleChunk.ts';
import { hasUnsavedInput, watchUnsavedInput } from './unsavedInput.ts';

/** A tool's step under way that a reload would lose (a wallet's signature asked for), marked on the page. */
const stepMarkedOnPage = () => document.querySelector(`[${STEP_UNDER_WAY_ATTRIBUTE}]`) !== null;

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const STALE_WARNING_AFTER_MS = 120_000;
/** How often a pending reload looks again for the moment no form holds unsaved input. */
const PENDING_RELOAD_POLL_MS = 1000;

const LatestBuildSchema = z.object({ id: z.string().min(1) });

type BuildCheckOptions = {
  currentId?: string;
  /** Whether a tool this page registered was released or rolled back since (see toolRegistry). */
  toolsReleased?: () => Promise<boolean>;
  reload?: () => void;
  now?: () => number;
};

/**
 * Checks builds/latest.json every 60 minutes and whenever the tab becomes visible; when the id
 * differs from this page's build, or a tool the page registered has another release live, it
 * reloads — but never under unsaved input, a step under way or an Undo on screen: then it waits,
 * and after 120 s out of date it asks the user to save and reload, and asks again at each later
 * check while it is not on screen (a user away from the tab when it was shown would never learn of
 * it). Nor within 10 s of a reload for a shell build (the spec's reload guard): that check is
 * dropped, and the next one (the tab shown again, the hour) looks again. Returns a stop function.
 */
export function startBuildCheck({
  currentId = __BUILD_ID__,
  toolsReleased = toolsReleasedSince,
  reload = () => window.location.reload(),
  now = Date.now,
}: BuildCheckOptions = {}): () => void {
  watchUnsavedInput();
  let staleSince: number | null = null;
  /** Whether this check (the first, or a later hourly or tab-shown one) has asked already. */
  let askedThisCheck = false;
  let warning: string | null = null;
  let pending: ReturnType<typeof setInterval> | null = null;
  // Once asked, the reload is under way: asked again each second, it would start over a page that
  // takes longer than that to arrive (a slow link), and never arrive.
  let reloading = false;
  /** Whether builds/latest.json names another build than this page's (not only a tool's release). */
  let shellStale = false;

  const tryReload = () => {
    if (staleSince === null || reloading) return;
    // Either count: a shell form the leave guard counts as changed (a colour picked away and back
    // to the same colour written another way) would have the browser ask "Leave site?" every second.
    // An Undo on screen is a step too: reloaded away, the delete it could take back stays for good.
    const stepsDone = unsavedChanges.steps === 0 && !stepMarkedOnPage() && !accountActionShown();
    if (!hasUnsavedInput() && unsavedChanges.forms === 0 && stepsDone) {
      // The spec's reload guard: reloaded in the last 10 s and still another build than latest.json's,
      // this page is what a reload brings now (a deploy under way, a cache behind it), and each return
      // to the tab would reload it again. The next check looks again. (A tool's release cannot loop:
      // the page loads each tool from the remotes.json it compares against.)
      if (shellStale && reloadedRecently(undefined, now())) return stopWaiting();
      reloading = true;
      noteReload(undefined, now());
      return reload();
    }
    if (askedThisCheck || now() - staleSince < STALE_WARNING_AFTER_MS) return;
    askedThisCheck = true;
    if (!notificationsState.items.some((n) => n.id === warning))
      warning = notify({
        icon: 'Error',
        primaryText: 'A new version of Coinwatch is available',
        secondaryText: 'Finish what you are doing (save what you typed, answer your wallet), then reload to update.',
        // Longer than the spec's 5000 ms for errors: the user has to save their input, then act.
        duration: 60_000,
        action: { label: 'Reload', onClick: reload },
      });
  };

  const stopWaiting = () => {
    staleSince = null;
    if (pending) clearInterval(pending);
    pending = null;
  };

  const check = async () => {
    if (staleSince !== null) {
      askedThisCheck = false;
      return tryReload();
    }
    // Each on its own: an unreadable latest.json (offline, mid-deploy) must not hide a tool's release.
    const shellChanged = await fetch('/builds/latest.json', { cache: 'no-store' })
      .then((response) => response.json())
      .then((json) => {
        const latest = LatestBuildSchema.safeParse(json);
        return latest.success && latest.data.id !== currentId;
      })
      .catch(() => false);
    if (!shellChanged && !(await toolsReleased().catch(() => false))) return;
    shellStale = shellChanged;
    staleSince = now();
    tryReload();
    if (!reloading && staleSince !== null) pending ??= setInterval(tryReload, PENDING_RELOAD_POLL_MS);
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    if (pending) clearInterval(pending);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
