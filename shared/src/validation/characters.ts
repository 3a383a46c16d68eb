import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * The characters in a text as Postgres counts them (char_length: code points), which is also how a
 * person counts: 🚀 is one character, where String.length counts its two UTF-16 units.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** A check of at most `max` characters (characterCount), for `.check()`, with the spec's message. */
export const maxCharacters = (max: number) => z.refine<string>((text) => characterCount(text) <= max, messages.maxLength(max));

/**
 * An input's maxLength for a field of at most `max` characters. The browser counts UTF-16 units, so
 * it leaves room for `max` characters of two units each, and a few more, so a paste that is too
 * long shows the field's message instead of being cut off unseen.
 */
export const inputMaxLength = (max: number) => 2 * max + 8;
