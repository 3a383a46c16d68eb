import { encodeDeployData, encodeFunctionData, getContractAddress } from 'viem';
import { DemoTokenAbi, DemoTokenBytecode, FriendtechSharesV1Abi, FriendtechSharesV1Bytecode } from '../artifacts/contracts.ts';
import { ACTIVITY_BLOCKS, BLOCK_TIME_SECONDS, DEMO_TOKENS, GENESIS_TIMESTAMP, SEED } from './demoTokens.ts';
import { FRIENDTECH_PROTOCOL_FEE_PERCENT, FRIENDTECH_SUBJECT_FEE_PERCENT, friendtechQuote } from './friendtechPrice.ts';
import { createPrng, type Prng } from './prng.ts';

type Address = `0x${string}`;
export type SeedTx = { from: Address; to?: Address; data: `0x${string}`; value: bigint; gas: bigint; nonce: number };
export type SeedBlock = { number: number; timestamp: number; txs: SeedTx[] };
export type SeedPlan = {
  blocks: SeedBlock[];
  tokens: Array<{ symbol: string; name: string; decimals: number; address: Address }>;
  friendtech: Address;
  /** Transfer events per token address (mints included), and friend.tech Trade events. */
  transfers: Record<Address, number>;
  zeroValueTransfers: number;
  trades: number;
};

const GAS = { deploy: 2_000_000n, config: 100_000n, mint: 120_000n, transfer: 100_000n, trade: 250_000n };

/**
 * The whole seeded history as data, before anything is sent: which account sends what in which
 * block. Pure and deterministic, so tests can count the transfers without a node, and the seed
 * script only has to replay it. Balances are tracked here so no transaction ever reverts.
 */
export function buildSeedPlan(accounts: readonly Address[]): SeedPlan {
  if (accounts.length < 20) throw new Error(`the seed needs 20 accounts, got ${accounts.length}`);
  const prng = createPrng(SEED);
  const deployer = accounts[0] as Address;
  const nonces = new Map<Address, number>();
  const nextNonce = (a: Address) => {
    const n = nonces.get(a) ?? 0;
    nonces.set(a, n + 1);
    return n;
  };
  const blocks: SeedBlock[] = [];
  const newBlock = () => {
    const number = blocks.length + 1;
    const block: SeedBlock = { number, timestamp: GENESIS_TIMESTAMP + number * BLOCK_TIME_SECONDS, txs: [] };
    blocks.push(block);
    return block;
  };
  const tx = (block: SeedBlock, from: Address, to: Address | undefined, data: `0x${string}`, gas: bigint, value = 0n) =>
    block.txs.push({ from, to, data, gas, value, nonce: nextNonce(from) });

  // Block 1: the contracts, at addresses fixed by the deployer's nonces.
  const deploys = newBlock();
  const tokens = DEMO_TOKENS.map((t) => {
    const address = getContractAddress({ from: deployer, nonce: BigInt(nonces.get(deployer) ?? 0) });
    const data = encodeDeployData({ abi: DemoTokenAbi, bytecode: DemoTokenBytecode, args: [t.name, t.symbol, t.decimals] });
    tx(deploys, deployer, undefined, data, GAS.deploy);
    return { ...t, address };
  });
  const friendtech = getContractAddress({ from: deployer, nonce: BigInt(nonces.get(deployer) ?? 0) });
  tx(deploys, deployer, undefined, encodeDeployData({ abi: FriendtechSharesV1Abi, bytecode: FriendtechSharesV1Bytecode }), GAS.deploy);
  const ft = (data: `0x${string}`) => tx(deploys, deployer, friendtech, data, GAS.config);
  ft(encodeFunctionData({ abi: FriendtechSharesV1Abi, functionName: 'setFeeDestination', args: [deployer] }));
  ft(encodeFunctionData({ abi: FriendtechSharesV1Abi, functionName: 'setProtocolFeePercent', args: [FRIENDTECH_PROTOCOL_FEE_PERCENT] }));
  ft(encodeFunctionData({ abi: FriendtechSharesV1Abi, functionName: 'setSubjectFeePercent', args: [FRIENDTECH_SUBJECT_FEE_PERCENT] }));

  // Block 2: every account gets a balance of every token.
  const balances = new Map<string, bigint>();
  const key = (token: Address, account: Address) => `${token}:${account}`;
  const transfers: Record<Address, number> = Object.fromEntries(tokens.map((t) => [t.address, 0]));
  const mints = newBlock();
  for (const token of tokens) {
    for (const account of accounts.slice(0, 20)) {
      const data = encodeFunctionData({ abi: DemoTokenAbi, functionName: 'mint', args: [account, token.mintPerAccount] });
      tx(mints, deployer, token.address, data, GAS.mint);
      balances.set(key(token.address, account), token.mintPerAccount);
      transfers[token.address] = (transfers[token.address] ?? 0) + 1;
    }
  }

  // Blocks 3…: 1-4 transfers each, and now and then a friend.tech trade.
  const people = accounts.slice(0, 20);
  const busy = people.slice(1, 6); // a few addresses that trade a lot, as real wallets do
  const trader = createTrader(prng, people);
  let zeroValueTransfers = 0;
  for (let i = 0; i < ACTIVITY_BLOCKS; i++) {
    const block = newBlock();
    const count = prng.int(1, 4);
    for (let j = 0; j < count; j++) {
      const token = prng.next() < 0.6 ? (tokens[0] as (typeof tokens)[number]) : (tokens[1] as (typeof tokens)[number]);
      const from = prng.next() < 0.5 ? prng.pick(busy) : prng.pick(people);
      let to = prng.pick(people);
      if (to === from) to = people[(people.indexOf(from) + 1) % people.length] as Address;
      const balance = balances.get(key(token.address, from)) ?? 0n;
      const amount = drawAmount(prng, balance, token.decimals);
      if (amount === 0n) zeroValueTransfers++;
      balances.set(key(token.address, from), balance - amount);
      balances.set(key(token.address, to), (balances.get(key(token.address, to)) ?? 0n) + amount);
      tx(block, from, token.address, encodeFunctionData({ abi: DemoTokenAbi, functionName: 'transfer', args: [to, amount] }), GAS.transfer);
      transfers[token.address] = (transfers[token.address] ?? 0) + 1;
    }
    const trade = trader.next(i === 0);
    for (const t of trade) tx(block, t.from, friendtech, t.data, GAS.trade, t.value);
  }
  return {
    blocks,
    tokens: tokens.map(({ symbol, name, decimals, address }) => ({ symbol, name, decimals, address })),
    friendtech,
    transfers,
    zeroValueTransfers,
    trades: trader.count(),
  };
}

/** 6% zero-value, 20% round amounts, the rest a random slice of the balance down to the last unit. */
function drawAmount(prng: Prng, balance: bigint, decimals: number): bigint {
  const roll = prng.next();
  if (roll < 0.06 || balance === 0n) return 0n;
  if (roll < 0.26) {
    const round = BigInt(prng.int(1, 500)) * 10n ** BigInt(decimals);
    return round <= balance ? round : balance / 2n;
  }
  return 1n + prng.bigint(balance / 40n);
}

type TradeTx = { from: Address; data: `0x${string}`; value: bigint };

/** The accounts whose friend.tech keys are traded: in the seed, and by the live traffic. */
export const tradeSubjects = (people: readonly Address[]): Address[] => people.slice(10, 15);

/** friend.tech activity over five subjects, mirroring the contract's supply and balances. */
function createTrader(prng: Prng, people: readonly Address[]) {
  const subjects = tradeSubjects(people);
  const supply = new Map<Address, bigint>();
  const holdings = new Map<string, bigint>();
  let count = 0;
  const buy = (from: Address, subject: Address, amount: bigint): TradeTx => {
    const s = supply.get(subject) ?? 0n;
    const q = friendtechQuote(s, amount, 'buy');
    supply.set(subject, s + amount);
    holdings.set(`${subject}:${from}`, (holdings.get(`${subject}:${from}`) ?? 0n) + amount);
    count++;
    const data = encodeFunctionData({ abi: FriendtechSharesV1Abi, functionName: 'buyShares', args: [subject, amount] });
    return { from, data, value: q.price + q.protocolFee + q.subjectFee };
  };
  const sell = (from: Address, subject: Address, amount: bigint): TradeTx => {
    supply.set(subject, (supply.get(subject) ?? 0n) - amount);
    holdings.set(`${subject}:${from}`, (holdings.get(`${subject}:${from}`) ?? 0n) - amount);
    count++;
    const data = encodeFunctionData({ abi: FriendtechSharesV1Abi, functionName: 'sellShares', args: [subject, amount] });
    return { from, data, value: 0n };
  };
  return {
    count: () => count,
    next(first: boolean): TradeTx[] {
      // Only a subject may buy its own first share.
      if (first) return subjects.map((s) => buy(s, s, 1n));
      if (prng.next() >= 0.35) return [];
      const subject = prng.pick(subjects);
      const from = prng.pick(people);
      const held = holdings.get(`${subject}:${from}`) ?? 0n;
      const s = supply.get(subject) ?? 0n;
      if (prng.next() < 0.4 && held > 0n) {
        const amount = BigInt(prng.int(1, Number(held < 3n ? held : 3n)));
        if (s > amount) return [sell(from, subject, amount)];
        return [];
      }
      return [buy(from, subject, BigInt(prng.int(1, 3)))];
    },
  };
}
