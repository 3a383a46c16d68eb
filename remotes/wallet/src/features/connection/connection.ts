import { withDeadline } from '@coinwatch/shared/toolkit';
import { proxy, ref } from 'valtio';
import type { Address, WalletClient } from 'viem';
import type { DiscoveredWallet } from '../discovery/walletDiscovery.ts';
import { PartNotDownloadedError, walletErrorCode } from '../errors/walletError.ts';
import { rememberWallet } from './rememberedWallet.ts';
import { ChainIdAnswerSchema, checkedProvider } from './walletAnswers.ts';

/**
 * `reconnecting`: asking the remembered wallet, without a prompt, what it still shares (the picker
 * stays usable meanwhile). `noAccount`: connected, but the wallet shares no account now (it was
 * locked, or access was removed).
 */
export type ConnectionStatus = 'disconnected' | 'reconnecting' | 'connecting' | 'connected' | 'noAccount';

/** What a connect came to: a wallet that shares nothing is no error, and a later connect wins. */
export type ConnectOutcome = 'connected' | 'noAccount' | 'superseded';

/** How long a reconnect without a prompt waits: a wallet that is asleep or gone never answers. */
export const SILENT_TIMEOUT_MS = 5000;

/**
 * A wallet with a request already waiting (-32002, a prompt of an earlier Connect the user did not
 * see, or cancelled here) is asked every PENDING_POLL_MS what it shares, for up to PENDING_WAIT_MS:
 * answering that prompt connects, as the user is told to do.
 */
const PENDING_POLL_MS = 1000;
const PENDING_WAIT_MS = 5 * 60_000;
const EXISTING_REQUEST_PENDING = -32002;

/** The connected wallet as the page shows it. The wallet object is a ref: valtio never wraps it. */
export const connection = proxy({
  status: 'disconnected' as ConnectionStatus,
  wallet: null as DiscoveredWallet | null,
  /** The accounts the wallet shares with this site; the first is the one it has selected. */
  accounts: [] as Address[],
  chainId: null as number | null,
  /** The wallet said it lost its network for now (MetaMask's disconnect 1013) and has not said it is back. */
  networkLost: false,
  /** The name of a wallet that ended the connection itself, until the page has told the user (`userId`). */
  endedBy: null as string | null,
  /**
   * The signed-in user the connection was made for (or `endedBy` is to be told to). The page's
   * modules outlive a sign-out (the next user signs in without a reload), and so would the
   * connection: `forgetOtherUsers` ends it.
   */
  userId: null as string | null,
});

type Viem = typeof import('viem');
let viem: Promise<Viem> | null = null;

/** viem, fetched once; a failed fetch is tried again on the next connect, and said in words (not the bundler's). */
function loadViem(): Promise<Viem> {
  viem ??= import('viem').catch((error: unknown) => {
    viem = null;
    throw new PartNotDownloadedError(error);
  });
  return viem;
}
/** Fetches what a connect needs ahead of it (the picker needs none of it), so a connect waits for nothing. */
export function prepareConnect(): void {
  loadViem().catch(() => {});
}

let client: WalletClient | null = null;
let detach: (() => void) | null = null;
/** Counts connects and disconnects: an answer to an older connect is dropped. */
let attempts = 0;

/** viem's client over the connected wallet; null when none is connected. */
export const walletClient = (): WalletClient | null => client;

// Wallet events come from extension code: only well-formed values are taken.
const toAccounts = ({ getAddress, isAddress }: Viem, value: unknown): Address[] =>
  Array.isArray(value)
    ? value.filter((a): a is string => typeof a === 'string' && isAddress(a, { strict: false })).map((a) => getAddress(a))
    : [];
const toChainId = (value: unknown): number | null =>
  ChainIdAnswerSchema.safeParse(value).success ? Number(value) : typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

function listen(wallet: DiscoveredWallet, lib: Viem, walletClient: WalletClient) {
  const provider = wallet.provider;
  // EIP-1193 asks for events, but some wallets (older or minimal ones) have none: the page then
  // works on what Connect read, and a change in the wallet shows on the next connect.
  if (typeof provider.on !== 'function' || typeof provider.removeListener !== 'function') return () => {};
  const current = () => client === walletClient;
  const onAccounts = (value: unknown) => {
    const accounts = toAccounts(lib, value);
    // Entries that are no address are dropped. An event with entries but none of them an address
    // is malformed, not a lock: it is ignored, as a malformed chainChanged is.
    if (!Array.isArray(value) || (accounts.length === 0 && value.length > 0)) return;
    // None: the wallet was locked, or this site's access was taken away; it does not say which.
    // It keeps its listeners: unlocked, the wallet sends the accounts again and the page goes on.
    if (accounts.length === 0) Object.assign(connection, { status: 'noAccount', accounts: [] });
    else Object.assign(connection, { status: 'connected', accounts });
  };
  const onChain = (value: unknown) => {
    const chainId = toChainId(value);
    if (chainId !== null) connection.chainId = chainId;
  };
  // Counts the wallet's `connect` events: one that comes while a 1013 is being looked into says the
  // network is back already, so that 1013 marks nothing.
  let connects = 0;
  const onConnect = () => {
    connects++;
    connection.networkLost = false;
  };
  const onDisconnect = async (error: unknown) => {
    // MetaMask's 1013 ("try again later"): its node for the network is down and it reconnects by
    // itself (then it sends `connect`). The site keeps its access, so the page keeps the wallet.
    if (walletErrorCode(error) === 1013) {
      const connectsBefore = connects;
      const stillShared = await walletClient.getAddresses().catch(() => []);
      if (!current()) return;
      if (stillShared.length > 0) {
        if (connects === connectsBefore) connection.networkLost = true;
        return;
      }
    }
    if (!current()) return;
    // Said to the user the connection was for: kept with it, a next user's page forgets it unsaid.
    const userId = connection.userId;
    forget();
    Object.assign(connection, { endedBy: wallet.name, userId });
  };
  provider.on('accountsChanged', onAccounts);
  provider.on('chainChanged', onChain);
  provider.on('connect', onConnect);
  provider.on('disconnect', onDisconnect);
  return () => {
    provider.removeListener('accountsChanged', onAccounts);
    provider.removeListener('chainChanged', onChain);
    provider.removeListener('connect', onConnect);
    provider.removeListener('disconnect', onDisconnect);
  };
}

function forget() {
  detach?.();
  detach = null;
  client = null;
  Object.assign(connection, {
    status: 'disconnected',
    wallet: null,
    accounts: [],
    chainId: null,
    networkLost: false,
    endedBy: null,
    userId: null,
  });
}

/** Ends, on this page only, a connection made for another user than `userId` (or a connect under way for them). */
export function forgetOtherUsers(userId: string): void {
  if (connection.userId === null || connection.userId === userId) return;
  attempts++;
  forget();
}

/**
 * Connects to a wallet: eth_requestAccounts (the wallet asks its user) or, when `silent`, only
 * eth_accounts (what it already shares, no prompt; used to reconnect the remembered wallet).
 * Rejects with the wallet's error. A connect started meanwhile (the user's click during a silent
 * reconnect) or a disconnect supersedes it: its answer then changes nothing.
 */
export async function connectWallet(
  wallet: DiscoveredWallet,
  userId: string,
  options: { silent?: boolean; onPending?: (error: unknown) => void } = {},
): Promise<ConnectOutcome> {
  const attempt = ++attempts;
  const superseded = () => attempt !== attempts;
  forget();
  connection.status = options.silent ? 'reconnecting' : 'connecting';
  connection.wallet = ref(wallet);
  connection.userId = userId;
  try {
    const lib = await loadViem();
    // No retries: a retried request would open the wallet's prompt again. Every answer is checked.
    const next = lib.createWalletClient({ transport: lib.custom(checkedProvider(wallet), { retryCount: 0 }) });
    // Without a prompt, every question has a deadline: the user is waiting on no prompt of the wallet's.
    const silently = <T>(question: Promise<T>) =>
      options.silent ? withDeadline(question, SILENT_TIMEOUT_MS, () => new Error('The wallet did not answer.')) : question;
    const accounts = await (options.silent
      ? silently(next.getAddresses())
      : next.requestAddresses().catch(async (error: unknown) => {
          if (walletErrorCode(error) !== EXISTING_REQUEST_PENDING || superseded()) throw error;
          options.onPending?.(error);
          return (await sharedOnceAnswered(next, superseded)) ?? Promise.reject(error);
        }));
    if (superseded()) return 'superseded';
    if (accounts.length === 0) {
      forget();
      return 'noAccount';
    }
    const chainId = await silently(next.getChainId());
    if (superseded()) return 'superseded';
    client = next;
    detach = listen(wallet, lib, next);
    Object.assign(connection, { status: 'connected', accounts: accounts.map((a) => lib.getAddress(a)), chainId });
    rememberWallet({ rdns: wallet.rdns, userId });
    return 'connected';
  } catch (error) {
    if (superseded()) return 'superseded';
    forget();
    throw error;
  }
}

/**
 * The accounts the wallet shares once its user answers the prompt already waiting; [] once
 * superseded (a Cancel, another connect); null when no answer came in PENDING_WAIT_MS.
 */
async function sharedOnceAnswered(client: WalletClient, superseded: () => boolean): Promise<Address[] | null> {
  for (const until = Date.now() + PENDING_WAIT_MS; Date.now() < until; ) {
    await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
    if (superseded()) return [];
    const accounts = await client.getAddresses().catch(() => []);
    if (superseded() || accounts.length > 0) return accounts;
  }
  return null;
}

/**
 * The connected wallet shares no account now (locked, or access removed): asks it again with its
 * prompt. The page keeps the wallet and its events whatever the answer, so unlocking it later
 * still brings the page back. A disconnect (or another connect) while the prompt is open
 * supersedes it: its answer, or its refusal, then changes and reports nothing.
 */
export async function askForAccounts(): Promise<ConnectOutcome> {
  const current = client;
  const superseded = () => client !== current;
  if (!current) return 'superseded';
  try {
    const accounts = await current.requestAddresses();
    if (superseded()) return 'superseded';
    if (accounts.length === 0) return 'noAccount';
    // viem hands the addresses over checksummed.
    Object.assign(connection, { status: 'connected', accounts });
    return 'connected';
  } catch (error) {
    if (superseded()) return 'superseded';
    throw error;
  }
}

/**
 * Reads the connected wallet's network again, as after a switch: a wallet without events sends no
 * chainChanged, and one that has them says the same.
 */
export async function readNetworkAgain(): Promise<void> {
  const current = client;
  const chainId = await current?.getChainId().catch(() => null);
  if (client === current && chainId != null) connection.chainId = chainId;
}

/**
 * Disconnects: EIP-1193 has no such request, so the site forgets the wallet and asks it to drop
 * the permission (EIP-2255, where supported) so the next connect asks again.
 */
export async function disconnectWallet(): Promise<void> {
  const current = client;
  attempts++;
  rememberWallet(null);
  forget();
  await current?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] } as never).catch(() => {});
}

/** Stops waiting for a wallet's answer to Connect (a prompt left open, a wallet that never answers): its late answer changes nothing. */
export function cancelConnect(): void {
  if (connection.status !== 'connecting') return;
  attempts++;
  forget();
}
