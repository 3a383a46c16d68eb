// Screens and texts the layout checks use.

export const PHONE = { width: 390, height: 844 };

/** A description as long as people write them (the limit is 200 characters). */
export const longDescription = (i: number) => `Wallet ${i + 1}, the treasury cold storage that two of the three founders must sign for`;
