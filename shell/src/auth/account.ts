import { type UserAccount, UserMetadataSchema } from '@coinwatch/shared';
import type { User } from '@supabase/supabase-js';

/** The client-side account, filled from the auth user's metadata (display name, dark mode). */
export function accountFromUser(user: User): UserAccount {
  const meta = UserMetadataSchema.parse(user.user_metadata ?? {});
  return { id: user.id, displayName: meta.display_name, preferences: { darkMode: meta.dark_mode } };
}
