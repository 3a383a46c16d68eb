export { ADDRESS_PATTERN } from './addressPattern.ts';
/** #rgb or #rrggbb. */
export const COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** HH:MM, 24-hour clock, hours 00-23. */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/**
 * Characters a one-line text must not hold: control characters (line breaks and tabs among them),
 * the line and paragraph separators, and the invisible ones that hide text or turn it around
 * (zero-width space, direction marks and overrides, word joiners, Hangul fillers, the blank
 * Braille pattern, the combining grapheme joiner, byte order mark). A ticker with one is a link
 * no router matches, and a name with one reads as something else. The zero-width joiners (U+200C,
 * U+200D) and the tag characters are left: emoji (flags of regions among them) and several scripts
 * need them. The database refuses the same set (migration
 * 20240101001000_visible_text_blank_braille.sql).
 */
export const HIDDEN_CHARACTER_PATTERN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: U+034F is matched alone, as the invisible character it is
  /[\u0000-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0]/;

/**
 * True when the text holds none of HIDDEN_CHARACTER_PATTERN's characters, and is empty or has at
 * least one letter, digit, symbol (emoji among them) or punctuation mark: a name of joiners, variation
 * selectors or tag characters alone shows as nothing. The database holds the same rule
 * (20240101001200_visible_text_some_visible.sql).
 */
export const isVisibleText = (text: string): boolean =>
  !HIDDEN_CHARACTER_PATTERN.test(text) && (text === '' || /[\p{L}\p{N}\p{S}\p{P}]/u.test(text));

/**
 * The zero-width joiners, variation selectors and tag characters. Emoji need them in a name, but a
 * ticker with one looks exactly like the ticker without it, and would be a second coin beside it.
 * TickerSchema drops the variation selectors (an emoji picker's ❤️ is ❤ and U+FE0F) and refuses the rest.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the joiners and selectors are matched alone, as the characters they are
export const TICKER_INVISIBLE_PATTERN = /[\u200C\u200D\uFE00-\uFE0F\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
