import { z } from 'zod';

export const NOTIFICATION_DURATION = { Success: 3000, Error: 5000 } as const;
/**
 * How long a notification with an Undo stays: longer than the spec's 3000 ms for a success, as
 * three seconds is too short to notice a mistaken delete and reach the button (WCAG 2.2.1). A
 * screen reader spends the first seconds reading the notice out, and F8 then has to be pressed.
 */
export const UNDO_DURATION = 8000;

export const NotificationIconSchema = z.enum(['Success', 'Error']);
export const NotificationActionSchema = z.object({ label: z.string(), onClick: z.custom<() => void>((v) => typeof v === 'function') });
export const NotificationSchema = z.object({
  id: z.string(),
  type: z.literal('simple'),
  primaryText: z.string(),
  secondaryText: z.string(),
  icon: NotificationIconSchema,
  duration: z.number().int().positive(),
  /** Optional button, such as "Reload" on the need-refresh notification. */
  action: NotificationActionSchema.optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;
/** What a caller gives: id and type are filled in; duration defaults by icon. */
export type NotificationInput = Omit<Notification, 'id' | 'type' | 'duration'> & { duration?: number };
