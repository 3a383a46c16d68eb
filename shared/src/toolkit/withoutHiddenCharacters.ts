import { HIDDEN_CHARACTER_PATTERN } from '../validation/patterns.ts';

const HIDDEN_EVERYWHERE = new RegExp(HIDDEN_CHARACTER_PATTERN.source, 'g');

/**
 * Text from elsewhere (a wallet's announced name) without the characters a one-line text must not
 * hold (HIDDEN_CHARACTER_PATTERN): what the user's own text is refused for, other text is shown without.
 */
export const withoutHiddenCharacters = (text: string): string => text.replace(HIDDEN_EVERYWHERE, '');
