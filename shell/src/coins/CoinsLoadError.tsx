import { useSnapshot } from 'valtio';
import { RetryAlert } from '../forms/RetryAlert.tsx';
import { coinsState, loadCoins } from './coinsState.ts';

/** The coins could not be read: said where the list is used (Home, a tool's page), with a Retry. */
export function CoinsLoadError() {
  const { status, error } = useSnapshot(coinsState);
  if (status !== 'error') return null;
  return <RetryAlert message={error} retry={loadCoins} testId="coins-load-error" />;
}
