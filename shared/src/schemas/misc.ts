import { z } from 'zod';
import { AddressSchema } from '../validation/addressSchema.ts';

/** The smaller shapes of the product spec §3. */
export const LocationSchema = z.object({ lat: z.number(), lng: z.number(), name: z.string() });
export type Location = z.infer<typeof LocationSchema>;

export const TokenSchema = z.object({ name: z.string(), token_address: AddressSchema, symbol: z.string() });
export type Token = z.infer<typeof TokenSchema>;

export const BalanceEntrySchema = z.object({ address: AddressSchema, balance: z.number() });
export type BalanceEntry = z.infer<typeof BalanceEntrySchema>;

/** An address with the signature that proves its owner signed a message. */
export const AddressSignatureSchema = z.object({
  address: AddressSchema,
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'Must be a hex signature'),
});
export type AddressSignature = z.infer<typeof AddressSignatureSchema>;
