/** An address as the app shows it where space is short: its first 6 and last 4 characters ("0xAbCd…1234"). */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
