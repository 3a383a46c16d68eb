import type { EIP1193Provider } from 'viem';

export const TEST_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E';

type Listener = (value: unknown) => void;

/**
 * A scripted EIP-1193 provider announced the EIP-6963 way, as a wallet extension does: the one part
 * of the wallet tool a unit test cannot run for real. `answers` scripts the requests; a thrown
 * `{ code, message }` is how wallets reject.
 */
export function announceWallet(
  answers: Record<string, (params: unknown) => unknown>,
  info: { name?: string; rdns?: string /** false: a wallet with request() only, as some minimal ones are */; events?: boolean } = {},
) {
  const listeners = new Map<string, Set<Listener>>();
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const answer = answers[method];
    if (!answer) throw Object.assign(new Error(`Method ${method} not supported`), { code: 4200 });
    return answer(params);
  };
  const events = {
    on: (event: string, listener: Listener) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event))?.add(listener),
    removeListener: (event: string, listener: Listener) => void listeners.get(event)?.delete(listener),
  };
  const provider = (info.events === false ? { request } : { request, ...events }) as unknown as EIP1193Provider;
  const detail = {
    info: { uuid: crypto.randomUUID(), name: info.name ?? 'Test Wallet', icon: ICON, rdns: info.rdns ?? 'dev.coinwatch.test' },
    provider,
  };
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(detail) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  return {
    detail,
    emit: (event: string, value: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(value);
    },
  };
}

export const rejects = (code: number, message: string) => () => {
  throw Object.assign(new Error(message), { code });
};
