// The devnet's friend.tech market as the friend-tech specs read it: the contract, its seeded
// subjects, direct reads of it, and a user who tracks some of them.
import type { Page } from '@playwright/test';
import { type Address, createPublicClient, http, parseAbi } from 'viem';
import { foundry } from 'viem/chains';
import { openHomeAs } from './auth.ts';
import { type CoinsUser, createCoinsUser, restInsert } from './coins.ts';
import { devnetDemo, rpcUrl } from './devnet.ts';

export const FRIENDTECH_ABI = parseAbi([
  'function sharesSupply(address) view returns (uint256)',
  'function sharesBalance(address, address) view returns (uint256)',
  'function getBuyPriceAfterFee(address, uint256) view returns (uint256)',
  'function getSellPriceAfterFee(address, uint256) view returns (uint256)',
  'function buyShares(address, uint256) payable',
]);

export const devnetClient = () => createPublicClient({ chain: foundry, transport: http(rpcUrl()) });

/** The seeded history's friend.tech subjects are accounts 10-14 (deploy/devnet seedPlan). */
export const subject = (i: number) => devnetDemo().accounts[10 + i] as Address;
export const friendtechContract = () => devnetDemo().friendtech as Address;
export const readFriendtech = <T>(functionName: string, args: unknown[]) =>
  devnetClient().readContract({ address: friendtechContract(), abi: FRIENDTECH_ABI, functionName, args } as never) as Promise<T>;

/** A user tracking two friend.tech subjects and one trader of the devnet, under the first demo token. */
export async function friendtechUser(page: Page): Promise<CoinsUser> {
  const demo = devnetDemo();
  const token = demo.tokens[0];
  if (!token) throw new Error('The devnet has no demo token');
  const user = await createCoinsUser();
  const coinId = crypto.randomUUID();
  await restInsert(user, 'tracked_coins', [
    { id: coinId, coin_ticker: token.symbol, coin_name: token.name, coin_address: token.address, chain_id: 31337 },
  ]);
  await restInsert(user, 'tracked_addresses', [
    { coin_id: coinId, address: subject(0), description: 'Creator one', color: '#e53935' },
    { coin_id: coinId, address: subject(4), description: 'Creator five', color: '#1e88e5' },
    { coin_id: coinId, address: demo.accounts[1], description: 'Key trader', color: '#43a047' },
  ]);
  await openHomeAs(page, user);
  return user;
}
