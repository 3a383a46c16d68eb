import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { messages } from '../validation/messages.ts';
import { HIDDEN_CHARACTER_PATTERN } from '../validation/patterns.ts';
import { CoinNameSchema, DescriptionSchema, TickerSchema } from './trackedCoin.ts';

const messageOf = (value: string) => TickerSchema.safeParse(value).error?.issues[0]?.message;

describe('TickerSchema', () => {
  it('refuses . and .., which browsers resolve away in a link (/tools/txns/.. opens /tools)', () => {
    expect(messageOf('.')).toBe(messages.dotTicker);
    expect(messageOf(' .. ')).toBe(messages.dotTicker);
  });
  it('keeps a full-width ticker (an East Asian input method’s) as the ticker it is', () => {
    expect(TickerSchema.parse('ＥＴＨ\u3000')).toBe('ETH');
  });

  it('drops an emoji picker’s variation selector before normalising, so what it saves is NFKC, as the database requires', () => {
    expect(TickerSchema.parse('❤\uFE0F')).toBe('❤');
    // The selector between a letter and its accent kept them from composing.
    const ticker = TickerSchema.parse('A\uFE0F\u030A');
    expect(ticker).toBe('\u00C5');
    expect(ticker).toBe(ticker.normalize('NFKC'));
  });

  it('keeps a ticker with dots in it, and trims it', () => {
    expect(TickerSchema.parse(' USDC.e ')).toBe('USDC.e');
    expect(TickerSchema.parse('...')).toBe('...');
  });
});

describe('one line of visible text', () => {
  const hidden = ['A\nB', 'A\tB', 'LS\u2028X', 'A\u200bB', '\u202eCTB', 'A\u2066B', 'A\ufeffB', 'A\u0085B', '\u3164', '\u2800', 'A\u034fB'];
  it.each(hidden)('ticker, name and description refuse %j', (text) => {
    for (const schema of [TickerSchema, CoinNameSchema, DescriptionSchema]) {
      expect(schema.safeParse(text).error?.issues[0]?.message).toBe(messages.hiddenCharacter);
    }
  });
  it('keeps accents, other scripts and emoji built with zero-width joiners', () => {
    for (const text of ['Café', 'ضع', 'मित्र\u200d', '👩\u200d💻', 'USDC.e']) expect(CoinNameSchema.parse(text)).toBe(text);
    const scotland = '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f} Scotland';
    expect(DescriptionSchema.parse(scotland)).toBe(scotland);
    expect(DescriptionSchema.parse('')).toBe('');
  });
  // Each shows as nothing: joiners, variation selectors, tag characters, a lone accent.
  it.each(['\u200d', '\ufe0f\ufe0f', '\u{e0041}\u{e0042}', '\u0301'])('ticker, name and description refuse %j alone', (text) => {
    for (const schema of [TickerSchema, CoinNameSchema, DescriptionSchema]) {
      // A ticker drops variation selectors first, and is then empty.
      const expected = schema === TickerSchema && text.startsWith('\ufe0f') ? messages.required : messages.hiddenCharacter;
      expect(schema.safeParse(text).error?.issues[0]?.message).toBe(expected);
    }
  });
  it.each(['X\u200d', 'X\u200c', 'ETH\u{e0020}'])('a ticker refuses %j, which looks like a ticker without it', (text) => {
    expect(messageOf(text)).toBe(messages.tickerJoiner);
    expect(CoinNameSchema.safeParse(text).success).toBe(true);
  });
  it('a ticker from an emoji picker loses its variation selector: ❤️ is ❤', () => {
    expect(TickerSchema.parse('\u2764\ufe0f')).toBe('\u2764');
    expect(TickerSchema.parse('X\ufe0f')).toBe('X');
  });
  it('refuses what the database refuses: the migration holds the same character class', () => {
    const sql = readFileSync(
      new URL('../../../deploy/supabase/migrations/20240101001000_visible_text_blank_braille.sql', import.meta.url),
      'utf8',
    );
    const classes = [...sql.matchAll(/!~ '(\[[^\]]+\])'/g)].map((m) => m[1]);
    expect(classes).toHaveLength(3);
    // Postgres text holds no U+0000, so the database's class starts at U+0001.
    for (const found of classes) expect(found).toBe(HIDDEN_CHARACTER_PATTERN.source.replace('\\u0000', '\\u0001'));
  });
});
