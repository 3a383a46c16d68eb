import { z } from 'zod';
import { notify } from '../notifications/notificationsState.ts';
import { toolsReleasedSince } from '../remotes/toolRegistry.ts';
import { hasUnsavedInput, watchUnsavedInput } from './unsavedInput.ts';

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
 * reloads — but never under unsaved input: then it waits, and after 120 s out of date it asks the
 * user to save and reload. Returns a stop function.
 */
export function startBuildCheck({
  currentId = __BUILD_ID__,
  toolsReleased = toolsReleasedSince,
  reload = () => window.location.reload(),
  now = Date.now,
}: BuildCheckOptions = {}): () => void {
  watchUnsavedInput();
  let staleSince: number | null = null;
  let warned = false;
  let pending: ReturnType<typeof setInterval> | null = null;

  const tryReload = () => {
    if (staleSince === null) return;
    if (!hasUnsavedInput()) return reload();
    if (!warned && now() - staleSince >= STALE_WARNING_AFTER_MS) {
      warned = true;
      notify({
        icon: 'Error',
        primaryText: 'A new version of Coinwatch is available',
        secondaryText: 'Save what you are typing, then reload to update.',
        // Longer than the spec's 5000 ms for errors: the user has to save their input, then act.
        duration: 60_000,
        action: { label: 'Reload', onClick: reload },
      });
    }
  };

  const check = async () => {
    if (staleSince !== null) return tryReload();
    try {
      const response = await fetch('/builds/latest.json', { cache: 'no-store' });
      const latest = LatestBuildSchema.safeParse(await response.json());
      const shellChanged = latest.success && latest.data.id !== currentId;
      if (!shellChanged && !(await toolsReleased())) return;
    } catch {
      return; // offline or mid-deploy: the next check will tell
    }
    staleSince = now();
    tryReload();
    pending ??= setInterval(tryReload, PENDING_RELOAD_POLL_MS);
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
