import type { User } from '@supabase/supabase-js';

/**
 * What the account logs in with, as the user would type it: its email, else its phone number. The
 * auth server keeps a phone number's digits alone: shown with its "+".
 */
export const loginName = (user: Pick<User, 'email' | 'phone'>): string =>
  user.email || (user.phone ? `+${user.phone.replace(/^\+/, '')}` : '');
