import { NOTIFICATION_DURATION, type Notification, type NotificationInput } from '@coinwatch/shared';
import { proxy, ref } from 'valtio';

export const notificationsState = proxy<{ items: Notification[] }>({ items: [] });

/** A notification's time left: running (handle set) or held. */
type Countdown = { handle: ReturnType<typeof setTimeout> | null; endsAt: number; leftMs: number };
const countdowns = new Map<string, Countdown>();
/** Notifications whose action acts on one account's data, by the account's user id. */
const accounts = new Map<string, string>();
let held = false;

/**
 * The most shown at once. While they are held, a live feed would otherwise stack one every couple
 * of seconds for as long as the pointer rests there; past this, a new one pushes out the oldest
 * that has no button (an Undo is never pushed out).
 */
export const MAX_NOTIFICATIONS = 5;

function run(id: string, countdown: Countdown): void {
  countdown.endsAt = Date.now() + countdown.leftMs;
  countdown.handle = setTimeout(() => dismiss(id), countdown.leftMs);
}

/** The same notice, said while its earlier one still shows (a retried export, a node down, a form saved twice). */
const sameNotice = (a: NotificationInput, b: NotificationInput) =>
  a.icon === b.icon && !a.action && !b.action && a.primaryText === b.primaryText && a.secondaryText === b.secondaryText;

/**
 * Shows a toast; it goes after its duration (3000 ms success, 5000 ms error unless given). One
 * whose action writes to an account's data names that account, so it goes when the user does.
 * A failure said again replaces its earlier notice rather than stacking a copy; being new, it is
 * announced again and has its full time. A success does so only when told (`replacesSame`: the shell's
 * own confirmations), as a tool's two transfers of the same amount are two events.
 */
export function notify(input: NotificationInput, options: { accountId?: string; replacesSame?: boolean } = {}): string {
  if (input.icon === 'Error' || options.replacesSame)
    for (const shown of notificationsState.items.filter((n) => sameNotice(n, input))) dismiss(shown.id);
  const id = crypto.randomUUID();
  const duration = input.duration ?? NOTIFICATION_DURATION[input.icon];
  const item: Notification = { ...input, id, type: 'simple', duration };
  if (input.action) item.action = ref(input.action);
  notificationsState.items.push(item);
  if (notificationsState.items.length > MAX_NOTIFICATIONS) {
    // Never the new one: with only Undos before it, the list runs over rather than lose it unseen.
    const oldest = notificationsState.items.find((n) => !n.action && n.id !== id);
    if (oldest) dismiss(oldest.id);
  }
  const countdown: Countdown = { handle: null, endsAt: 0, leftMs: duration };
  countdowns.set(id, countdown);
  if (options.accountId) accounts.set(id, options.accountId);
  if (!held) run(id, countdown);
  return id;
}

/** Whether a button that acts on an account's data (an Undo, a Try again) is on screen: a reload would take it away. */
export const accountActionShown = (): boolean => notificationsState.items.some((n) => n.action && accounts.has(n.id));

export function dismiss(id: string): void {
  const handle = countdowns.get(id)?.handle;
  if (handle) clearTimeout(handle);
  countdowns.delete(id);
  accounts.delete(id);
  const index = notificationsState.items.findIndex((n) => n.id === id);
  if (index !== -1) notificationsState.items.splice(index, 1);
}

/**
 * Dismisses what belongs to any other account than the signed-in one (nobody: null), e.g. an
 * Undo after sign-out, which would otherwise put the rows back into whoever signs in next.
 */
export function dismissOtherAccounts(accountId: string | null): void {
  for (const [id, owner] of accounts) if (owner !== accountId) dismiss(id);
}

/**
 * While the user reads or reaches for the notifications (the pointer over them, focus in them),
 * none goes; after, each has the time it had left (WCAG 2.2.1: an Undo must not vanish mid-reach).
 */
export function holdNotifications(hold: boolean): void {
  if (hold === held) return;
  held = hold;
  for (const [id, countdown] of countdowns) {
    if (!hold) run(id, countdown);
    else if (countdown.handle) {
      clearTimeout(countdown.handle);
      countdown.handle = null;
      countdown.leftMs = Math.max(0, countdown.endsAt - Date.now());
    }
  }
}

/** Dismisses the notices titled so (a failure's, once a try again has worked). */
export function dismissNotices(primaryText: string): void {
  for (const shown of notificationsState.items.filter((n) => n.primaryText === primaryText)) dismiss(shown.id);
}

/** The shell's confirmation of what the user did: done twice (a profile saved twice), it shows once. */
export const notifySuccess = (primaryText: string, secondaryText: string) =>
  notify({ icon: 'Success', primaryText, secondaryText }, { replacesSame: true });
export const notifyError = (primaryText: string, secondaryText: string) => notify({ icon: 'Error', primaryText, secondaryText });
