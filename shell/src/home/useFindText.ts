import { useState } from 'react';
import { authState } from '../auth/authState.ts';
import { FIND_MAX_LENGTH } from './findCoins.ts';

// Kept while the app stays open, so a user back from a coin's tools finds Home as they left it;
// never shown to another user signing in on the same page.
let kept = { userId: '', text: '' };

/** The find box's text, as Home last had it for the signed-in user. */
export function useFindText(): [string, (text: string) => void] {
  const userId = authState.user?.id ?? '';
  const [text, setText] = useState(() => (kept.userId === userId ? kept.text : ''));
  const set = (next: string) => {
    const cut = next.slice(0, FIND_MAX_LENGTH);
    kept = { userId, text: cut };
    setText(cut);
  };
  return [text, set];
}
