import type { UserMetadata } from '@coinwatch/shared';
import { applyUser } from '../auth/applyUser.ts';
import { endIfSessionGone } from '../auth/endIfSessionGone.ts';
import { supabase } from '../auth/supabaseClient.ts';

/** The saves under way, for a sign-out to wait for (profileSavesDone). */
const running = new Set<Promise<unknown>>();

/**
 * Settles once the saves under way have their answers. supabase-js stores the session a save began
 * with when its answer comes: a sign-out made meanwhile would find its session put back (signed in
 * again on screen, with a session the server has ended).
 */
export const profileSavesDone = () => Promise.allSettled(running);

/**
 * Saves display name and preferences in the auth user's metadata (shallow-merged by the server).
 * A module of its own: the dark-mode switch saves with it on every page, /login included, and the
 * rest of the account's actions (authenticator apps, deleting the account) load with Settings.
 */
export async function saveProfile(data: Partial<UserMetadata>): Promise<void> {
  const save = supabase().auth.updateUser({ data });
  running.add(save);
  try {
    const { data: result, error } = await save;
    if (error) throw endIfSessionGone(error);
    applyUser(result.user);
  } finally {
    running.delete(save);
  }
}
