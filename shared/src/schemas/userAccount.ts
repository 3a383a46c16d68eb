import { z } from 'zod';
import { withoutHiddenCharacters } from '../toolkit/withoutHiddenCharacters.ts';

export const PreferencesSchema = z.object({ darkMode: z.boolean() });
export const UserAccountSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  preferences: PreferencesSchema,
});
export type UserAccount = z.infer<typeof UserAccountSchema>;

/**
 * What the shell keeps in the auth user's metadata; anything else there is ignored. The auth server
 * holds it as any JSON, so a name saved some other way (an API call, an older app) may be longer
 * than the form allows or hold invisible characters: it is shown without them, never dropped.
 */
export const UserMetadataSchema = z.object({
  display_name: z
    .string()
    .catch('')
    .transform((name) => withoutHiddenCharacters(name).trim()),
  dark_mode: z.boolean().catch(true),
});
export type UserMetadata = z.infer<typeof UserMetadataSchema>;
