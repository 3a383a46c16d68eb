// Apart from chains.ts: the tools' toolkit bundles this, and chains.ts brings zod (whole) with it.

/**
 * Multicall3, many read calls in one eth_call: at this address on Ethereum (since block 14,353,601)
 * and Base (since block 5,022), and put there by the devnet when it starts. Reads of many addresses
 * go through it, so a public node sees one call, not one per address.
 */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';
