import type { UserMetadata } from '@coinwatch/shared';
import { applyUser } from '../auth/applyUser.ts';
import { endIfSessionGone } from '../auth/endIfSessionGone.ts';
import { supabase } from '../auth/supabaseClient.ts';

/**
 * Saves display name and preferences in the auth user's metadata (shallow-merged by the server).
 * A module of its own: the dark-mode switch saves with it on every page, /login included, and the
 * rest of the account's actions (authenticator apps, deleting the account) load with Settings.
 */
export async function saveProfile(data: Partial<UserMetadata>): Promise<void> {
  const { data: result, error } = await supabase().auth.updateUser({ data });
  if (error) throw endIfSessionGone(error);
  applyUser(result.user);
}
