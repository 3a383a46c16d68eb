import { DEVNET_CHAIN_ID } from '@coinwatch/shared';
import { describeRpcFailureOrOffline, isExecutionReverted } from '@coinwatch/shared/toolkit';
import { BaseError, ContractFunctionZeroDataError } from 'viem';
import type { Market } from '../../chain/deployments.ts';

/** Why a contract read failed, for the user: a missing contract, or its refusal, is said plainly, not as an RPC error. */
export function describeReadFailure({ chain, deployment }: Market, error: unknown): string {
  if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionZeroDataError)) {
    const hint = chain.id === DEVNET_CHAIN_ID ? ' Is this the seeded devnet (npm start)?' : '';
    return `There is no friend.tech contract at ${deployment.contract} on ${chain.name}.${hint}`;
  }
  // The contract's answer, not the node's failure: it refuses a sale of more keys than it has, as
  // when reads not in one multicall (so of different blocks) have a trade between them. The node's
  // words for it ("reverted with the following reason:") told a user nothing.
  if (isExecutionReverted(error)) {
    return `The friend.tech contract at ${deployment.contract} on ${chain.name} refused the read: keys may have been traded while it was read. Press Refresh to try again.`;
  }
  // useContractRead reads again by itself when the connection is back.
  return describeRpcFailureOrOffline(chain, error, 'Press Refresh to try again.', 'It is read again once you are back online.');
}
