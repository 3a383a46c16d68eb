/**
 * Code the tools share that is bundled into each tool, unlike '@coinwatch/shared' itself, which
 * the host provides as a singleton. A tool released with something new from here still runs on
 * the shell already live: nothing here needs a newer host.
 */

// Bundled into each tool from here, not taken from the host's @coinwatch/shared, which may be older.
export { MULTICALL3_ADDRESS } from '../chains/multicall3.ts';
export { STEP_UNDER_WAY_ATTRIBUTE } from '../contract/stepUnderWay.ts';
export { USER_DATABASE_PREFIX, USER_STORAGE_PREFIX } from '../contract/userData.ts';
export { readAllRows } from '../data/readAllRows.ts';
export { asciiDigits } from './asciiDigits.ts';
export { backoffDelay, retryDelay, retryNow, retryWait, sleep } from './backoff.ts';
export { countOf, grouped } from './countOf.ts';
export { cssVars } from './cssVars.ts';
export { describeWriteError, unanswered, type WriteError, type WriteWords } from './describeWriteError.ts';
export { downloadCsv, downloadFile } from './downloadFile.ts';
export { focusAnew, refocusIfLost, useFocusIfLost } from './focus.ts';
export { formatAmount, isTokenDecimals } from './formatAmount.ts';
export { hexAddress } from './hexAddress.ts';
export { isOffline } from './isOffline.ts';
export { lazyRetrying, type RetryingLazy } from './lazyRetrying.ts';
export { LIVE_HIGHLIGHT_MS } from './liveHighlight.ts';
export { PendingButton } from './PendingButton.tsx';
export { pollWait } from './pollWait.ts';
export { publicClientFor } from './publicClient.ts';
export {
  describeRpcFailure,
  describeRpcFailureOrOffline,
  hostOf,
  isExecutionReverted,
  isRangeRefusal,
  isRateLimit,
  ownWords,
} from './rpcErrors.ts';
export { runsAsFormula } from './runsAsFormula.ts';
export { shortAddress } from './shortAddress.ts';
export { UnknownPath } from './UnknownPath.tsx';
export { useCoins } from './useCoins.ts';
export { useInFirstFrame } from './useInFirstFrame.ts';
export { useMediaQuery } from './useMediaQuery.ts';
export { useRemeasureOnChange } from './useRemeasureOnChange.ts';
export { useWhenBackOnline } from './useWhenBackOnline.ts';
export { withDeadline } from './withDeadline.ts';
export { withoutHiddenCharacters } from './withoutHiddenCharacters.ts';
