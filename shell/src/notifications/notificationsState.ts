import { NOTIFICATION_DURATION, type Notification, type NotificationInput } from '@coinwatch/shared';
import { proxy, ref } from 'valtio';

export const notificationsState = proxy<{ items: Notification[] }>({ items: [] });

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/** Shows a toast; it goes after its duration (3000 ms success, 5000 ms error unless given). */
export function notify(input: NotificationInput): string {
  const id = crypto.randomUUID();
  const duration = input.duration ?? NOTIFICATION_DURATION[input.icon];
  const item: Notification = { ...input, id, type: 'simple', duration };
  if (input.action) item.action = ref(input.action);
  notificationsState.items.push(item);
  timers.set(
    id,
    setTimeout(() => dismiss(id), duration),
  );
  return id;
}

export function dismiss(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const index = notificationsState.items.findIndex((n) => n.id === id);
  if (index !== -1) notificationsState.items.splice(index, 1);
}

export const notifySuccess = (primaryText: string, secondaryText: string) => notify({ icon: 'Success', primaryText, secondaryText });
export const notifyError = (primaryText: string, secondaryText: string) => notify({ icon: 'Error', primaryText, secondaryText });
