import { DEVNET_CHAIN_ID } from '@coinwatch/shared';
import { describeRpcFailureOrOffline } from '@coinwatch/shared/toolkit';
import { BaseError, ContractFunctionZeroDataError } from 'viem';
import type { Market } from '../../chain/deployments.ts';

/** Why a contract read failed, for the user: a missing contract is said plainly, not as an RPC error. */
export function describeReadFailure({ chain, deployment }: Market, error: unknown): string {
  if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionZeroDataError)) {
    const hint = chain.id === DEVNET_CHAIN_ID ? ' Is this the seeded devnet (npm start)?' : '';
    return `There is no friend.tech contract at ${deployment.contract} on ${chain.name}.${hint}`;
  }
  // useContractRead reads again by itself when the connection is back.
  return describeRpcFailureOrOffline(chain, error, 'Press Refresh to try again.', 'It is read again once you are back online.');
}
