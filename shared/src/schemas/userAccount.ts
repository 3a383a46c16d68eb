import { z } from 'zod';

export const PreferencesSchema = z.object({ darkMode: z.boolean() });
export const UserAccountSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  preferences: PreferencesSchema,
});
export type UserAccount = z.infer<typeof UserAccountSchema>;

/** What the shell keeps in the auth user's metadata; anything else there is ignored. */
export const UserMetadataSchema = z.object({
  display_name: z.string().max(64).catch(''),
  dark_mode: z.boolean().catch(true),
});
export type UserMetadata = z.infer<typeof UserMetadataSchema>;
