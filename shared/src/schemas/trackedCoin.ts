import { z } from 'zod';
import { AddressSchema } from '../validation/addressSchema.ts';
import { maxCharacters } from '../validation/characters.ts';
import { messages } from '../validation/messages.ts';
import { isVisibleText, TICKER_INVISIBLE_PATTERN } from '../validation/patterns.ts';
import { ColorSchema } from '../validation/rules.ts';

export const TICKER_MAX_LENGTH = 16;
export const COIN_NAME_MAX_LENGTH = 64;
export const DESCRIPTION_MAX_LENGTH = 200;

export const TickerSchema = z
  .string()
  // An emoji picker adds a variation selector (❤️ is ❤ and U+FE0F): it only picks how ❤ is drawn.
  // Dropped before normalising: between a letter and its accent it kept them from composing
  // (A, U+FE0F, U+030A left A and U+030A apart), and the database refused the result as not NFKC.
  .overwrite((ticker) => ticker.replace(/[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu, ''))
  // A ticker typed with an East Asian input method comes in full width (ＥＴＨ): it is the same
  // ticker as ETH, in links and in the one-coin-per-ticker rule, so it is kept as NFKC. The database
  // refuses any other form (20240101001100_ticker_nfkc.sql).
  .normalize('NFKC')
  .trim()
  .min(1, messages.required)
  .check(maxCharacters(TICKER_MAX_LENGTH))
  .refine(isVisibleText, messages.hiddenCharacter)
  .refine((ticker) => !TICKER_INVISIBLE_PATTERN.test(ticker), messages.tickerJoiner)
  // The ticker is a path segment (/tools/txns/{coin}), and browsers resolve . and .. away.
  .refine((ticker) => ticker !== '.' && ticker !== '..', messages.dotTicker);
export const CoinNameSchema = z
  .string()
  .trim()
  .min(1, messages.required)
  .check(maxCharacters(COIN_NAME_MAX_LENGTH))
  .refine(isVisibleText, messages.hiddenCharacter);
export const DescriptionSchema = z
  .string()
  .trim()
  .check(maxCharacters(DESCRIPTION_MAX_LENGTH))
  .refine(isVisibleText, messages.hiddenCharacter);
/**
 * A chain id: a whole number, or its decimal digits as a form or a file gives them. Nothing else:
 * coercion read `true` as chain 1 and "0x1" as 1.
 */
export const ChainIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^[0-9]+$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive());

export const TrackedAddressSchema = z.object({
  id: z.string(),
  address: AddressSchema,
  description: DescriptionSchema,
  color: ColorSchema,
  createdAt: z.string(),
});
export type TrackedAddress = z.infer<typeof TrackedAddressSchema>;

/** A tracked coin in the spec's shape (§3), with the ids and chain the app needs beside it. */
export const TrackedCoinSchema = z.object({
  id: z.string(),
  userId: z.string(),
  chainId: z.number().int().positive(),
  coinTicker: TickerSchema,
  coinName: CoinNameSchema,
  coinAddress: AddressSchema,
  createdAt: z.string(),
  addresses: z.array(TrackedAddressSchema),
});
export type TrackedCoin = z.infer<typeof TrackedCoinSchema>;

/** Form input for a coin and for an address. */
export const CoinInputSchema = z.object({
  coinTicker: TickerSchema,
  coinName: CoinNameSchema,
  coinAddress: AddressSchema,
  chainId: ChainIdSchema,
});
export type CoinInput = z.infer<typeof CoinInputSchema>;
export const AddressInputSchema = z.object({
  address: AddressSchema,
  description: DescriptionSchema,
  color: ColorSchema,
});
export type AddressInput = z.infer<typeof AddressInputSchema>;
