import { z } from 'zod';

/** Local storage key of the settings; the product prefix keeps it apart from other apps. */
export const SETTINGS_STORAGE_KEY = 'coinwatch:settings';
export const SettingsSchema = z.object({ isDarkMode: z.boolean().default(true) }).strip();
export type Settings = z.infer<typeof SettingsSchema>;
export const DEFAULT_SETTINGS: Settings = { isDarkMode: true };
