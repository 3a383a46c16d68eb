import { z } from 'zod';

const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as z.ZodType<`0x${string}`>;

/** What the seeded devnet holds (plain JSON): for the orchestrator, the app's runtime config and tests. */
export const DevnetDemoSchema = z.object({
  tokens: z.array(z.object({ symbol: z.string(), name: z.string(), address: Address, decimals: z.number().int().min(0) })),
  friendtech: Address,
  accounts: z.array(Address),
  /** The seeded history: blocks 1…lastBlock; absent when started with seed: false. */
  seed: z
    .object({
      lastBlock: z.number().int(),
      /** Transfer events per token address, the mints (from 0x0) included. */
      transfers: z.record(z.string(), z.number().int()),
      zeroValueTransfers: z.number().int(),
      trades: z.number().int(),
    })
    .optional(),
});
export type DevnetDemo = z.infer<typeof DevnetDemoSchema>;
