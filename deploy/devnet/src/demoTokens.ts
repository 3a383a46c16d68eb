/** The devnet's demo tokens: different decimals so the tools' exact formatting is exercised. */
export const DEMO_TOKENS = [
  { symbol: 'DMO', name: 'Demo Coin', decimals: 18, mintPerAccount: 1_000_000n * 10n ** 18n },
  { symbol: 'DUSD', name: 'Demo Dollar', decimals: 6, mintPerAccount: 250_000n * 10n ** 6n },
] as const;

/** Fixed history: genesis at 2024-01-01T00:00:00Z and a block every 12 s, as on Ethereum. */
export const GENESIS_TIMESTAMP = 1_704_067_200;
export const BLOCK_TIME_SECONDS = 12;
/** The seed of the pseudo-random history; change it and every test that counts must follow. */
export const SEED = 0xc0ffee;
/** Blocks of transfers and trades after the deploy block and the mint block. */
export const ACTIVITY_BLOCKS = 2400;
