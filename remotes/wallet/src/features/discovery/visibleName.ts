import { withoutHiddenCharacters } from '@coinwatch/shared/toolkit';

/**
 * A wallet's name as the page shows it. Any page script may announce a wallet: an override
 * (U+202E) would turn "Connect …" around, and invisible characters make one name pass for another.
 * Empty when nothing visible is left.
 */
export const visibleName = (name: string): string => withoutHiddenCharacters(name).trim();
