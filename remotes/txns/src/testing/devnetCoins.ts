import type { TrackedCoin } from '@coinwatch/shared';

/** The devnet's deterministic demo tokens and accounts (deploy/devnet), as tracked coins. */
export const DEVNET_ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
] as const;
export const DMO = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const DUSD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

const address = (i: number, description: string, color: string) => ({
  id: `a${i}`,
  address: DEVNET_ACCOUNTS[i] ?? '',
  description,
  color,
  createdAt: '2024-01-01T00:00:00Z',
});

export function harnessCoins(): TrackedCoin[] {
  const base = { userId: 'harness', chainId: 31337, createdAt: '2024-01-01T00:00:00Z' };
  return [
    {
      ...base,
      id: 'dmo',
      coinTicker: 'DMO',
      coinName: 'Demo Coin',
      coinAddress: DMO,
      addresses: [address(1, 'Treasury', '#e91e63'), address(2, 'Hot wallet', '#2196f3'), address(3, 'Market maker', '#4caf50')],
    },
    {
      ...base,
      id: 'dusd',
      coinTicker: 'DUSD',
      coinName: 'Demo Dollar',
      coinAddress: DUSD,
      addresses: [address(0, 'Deployer', '#ff9800'), address(4, '', '#9c27b0')],
    },
  ];
}
