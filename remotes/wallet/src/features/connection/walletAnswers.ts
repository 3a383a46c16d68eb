import * as z from '@coinwatch/shared/zod';
import type { EIP1193Provider } from 'viem';
import type { DiscoveredWallet } from '../discovery/walletDiscovery.ts';
import { UnusableAnswerError } from '../errors/walletError.ts';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** An EIP-1193 quantity no larger than Number.MAX_SAFE_INTEGER (0x1fffffffffffff), so Number() is exact. */
export const ChainIdAnswerSchema = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{1,13}|1[0-9a-fA-F]{13})$/));
export const AccountsAnswerSchema = z.array(z.string().check(z.regex(HEX_ADDRESS)));
/**
 * 65 bytes (r, s, v) from an ordinary account; a contract wallet's (EIP-1271, EIP-6492) is longer,
 * in whole bytes. The server stores 65 bytes or more alike.
 */
export const SignatureAnswerSchema = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){65,}$/));

/** The answers Coinwatch reads, each with what it must be and how the user is told what was expected. */
const ANSWERS: Record<string, { schema: z.ZodMiniType; expected: string }> = {
  eth_requestAccounts: { schema: AccountsAnswerSchema, expected: 'a list of addresses of 40 hex digits' },
  eth_accounts: { schema: AccountsAnswerSchema, expected: 'a list of addresses of 40 hex digits' },
  eth_chainId: { schema: ChainIdAnswerSchema, expected: 'a network id in hex, such as 0x1' },
  personal_sign: { schema: SignatureAnswerSchema, expected: 'a signature of at least 65 bytes in hex' },
};

/**
 * The wallet's provider as viem is given it: every answer Coinwatch reads is checked here, where it
 * comes in from extension code, so a malformed one is named as such instead of failing deep in
 * viem ("….map is not a function", "Cannot convert zzz to a BigInt") or being taken for a
 * signature by someone else.
 */
export function checkedProvider(wallet: Pick<DiscoveredWallet, 'name' | 'provider'>): Pick<EIP1193Provider, 'request'> {
  const request = async (args: { method: string; params?: unknown }) => {
    const answer: unknown = await wallet.provider.request(args as never);
    const check = ANSWERS[args.method];
    if (check && !check.schema.safeParse(answer).success) throw new UnusableAnswerError(wallet.name, check.expected);
    return answer;
  };
  return { request } as Pick<EIP1193Provider, 'request'>;
}
