import { expect, type Page } from '@playwright/test';
import type { Address } from 'viem';
import { openSignedIn } from './auth.ts';
import { rpcUrl, userTrackingDemoToken } from './devnet.ts';

/** `announce: false`: an older wallet, found only as window.ethereum (no EIP-6963). */
export type TestWalletOptions = { account: string; rpcUrl: string; chainId?: number; announce?: boolean; name?: string };

/**
 * A browser wallet for the tests: no wallet extension can be installed in this Chromium, so the
 * page gets one the way an extension provides it. It sets window.ethereum and announces itself over
 * EIP-6963 (unless `announce: false`), and answers EIP-1193 requests: accounts, chains and
 * permissions as a wallet keeps them (the permission in localStorage, so it survives a reload as an
 * extension's does), and everything else, signatures included, forwarded to the devnet, where anvil
 * signs with the account's own key; transactions and the node's own methods are refused (4200).
 * `window.testWallet.failNext(code, message)` makes the next request fail the way a wallet does;
 * `holdNext()` keeps the next one open, as a prompt its user has not answered, until `answerHeld`
 * (with an answer, an error, or `{ forward: true }` to go on as if the user said yes);
 * `window.testWallet.calls` lists the methods asked.
 */
const script = `(() => {
  const { account, rpcUrl, chainId, announce: announces, name } = __OPTIONS__;
  const listeners = new Map();
  const emit = (event, value) => (listeners.get(event) || []).forEach((f) => f(value));
  const known = new Set([chainId]);
  let current = chainId;
  let failure = null;
  let holdNext = false;
  let held = null;
  const calls = [];
  const granted = () => localStorage.getItem('testWallet:granted') === account;
  const hex = (n) => '0x' + n.toString(16);
  const fail = (code, message) => Object.assign(new Error(message), { code });
  const forward = async (method, params) => {
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    const body = await response.json();
    if (body.error) throw fail(body.error.code, body.error.message);
    return body.result;
  };
  const provider = {
    async request({ method, params = [] }) {
      calls.push(method);
      if (failure) { const f = failure; failure = null; throw fail(f.code, f.message); }
      if (holdNext) { holdNext = false; return new Promise((resolve, reject) => { held = { method, params, resolve, reject }; }); }
      switch (method) {
        case 'eth_requestAccounts': localStorage.setItem('testWallet:granted', account); return [account];
        case 'eth_accounts': return granted() ? [account] : [];
        case 'eth_chainId': return hex(current);
        case 'wallet_revokePermissions': localStorage.removeItem('testWallet:granted'); return null;
        case 'wallet_switchEthereumChain': {
          const next = Number(params[0].chainId);
          if (!known.has(next)) throw fail(4902, 'Unrecognized chain ID ' + params[0].chainId + '. Try adding the chain using wallet_addEthereumChain first.');
          current = next; emit('chainChanged', hex(next)); return null;
        }
        case 'wallet_addEthereumChain': known.add(Number(params[0].chainId)); return null;
        case 'personal_sign':
          if (!granted() || String(params[1]).toLowerCase() !== account.toLowerCase()) throw fail(4100, 'The requested account has not been authorized by the user.');
          return forward(method, params);
        // A wallet forwards reads; these would change the devnet that tests beside this one read
        // (e2e/support/devnet.ts, changingTheChain), and no wallet passes on a node's own methods.
        case 'eth_sendTransaction': case 'eth_sendRawTransaction':
          throw fail(4200, 'The test wallet sends no transaction: its tests run beside others that read the devnet.');
        default:
          if (/^(anvil|evm|hardhat)_/.test(method)) throw fail(4200, 'The test wallet does not support ' + method + '.');
          return forward(method, params);
      }
    },
    on(event, f) { if (!listeners.has(event)) listeners.set(event, []); listeners.get(event).push(f); },
    removeListener(event, f) { listeners.set(event, (listeners.get(event) || []).filter((g) => g !== f)); },
  };
  window.testWallet = {
    calls, emit,
    failNext(code, message) { failure = { code, message }; },
    holdNext() { holdNext = true; },
    answerHeld(answer) {
      if (answer.error) held.reject(fail(answer.error.code, answer.error.message));
      else if (answer.forward) forward(held.method, held.params).then(held.resolve, held.reject);
      else held.resolve(answer.result);
    },
  };
  const detail = Object.freeze({
    info: { uuid: '6b0e6c3c-2b8f-4a57-9a7e-3c1f2f0d7a11', name, rdns: 'dev.coinwatch.testwallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 1 1%22/%3E' },
    provider,
  });
  window.ethereum = provider;
  if (!announces) return;
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
})();`;

export async function installTestWallet(page: Page, options: TestWalletOptions): Promise<void> {
  await page.addInitScript(
    script.replace('__OPTIONS__', JSON.stringify({ chainId: 31337, announce: true, name: 'Devnet Test Wallet', ...options })),
  );
}

/** The next wallet request fails with this EIP-1193 error. */
export async function failNextWalletRequest(page: Page, code: number, message: string): Promise<void> {
  await page.evaluate(`window.testWallet.failNext(${JSON.stringify(code)}, ${JSON.stringify(message)})`);
}

export async function walletCalls(page: Page): Promise<string[]> {
  return (await page.evaluate('window.testWallet.calls.slice()')) as string[];
}

/** The wallet sends an EIP-1193 event, as an extension does when its user acts in it. */
export async function emitWalletEvent(page: Page, event: string, value: unknown): Promise<void> {
  await page.evaluate(`window.testWallet.emit(${JSON.stringify(event)}, ${JSON.stringify(value)})`);
}

/** The next wallet request stays open, as a prompt the wallet's user has not answered yet. */
export async function holdNextWalletRequest(page: Page): Promise<void> {
  await page.evaluate('window.testWallet.holdNext()');
}

/** The held request is answered: with a result, refused with an EIP-1193 error, or at last sent on to the devnet as the user's yes. */
export async function answerHeldWalletRequest(
  page: Page,
  answer: { result: unknown } | { error: { code: number; message: string } } | { forward: true },
): Promise<void> {
  await page.evaluate(`window.testWallet.answerHeld(${JSON.stringify(answer)})`);
}

/** A user tracking the first demo token, signed in on the wallet tool, with the test wallet holding a tracked account. */
export async function walletUser(page: Page) {
  const seeded = await userTrackingDemoToken();
  const account = seeded.tracked[1] as Address;
  await installTestWallet(page, { account, rpcUrl: rpcUrl() });
  await openSignedIn(page, seeded.user, '/tools/wallet');
  return { ...seeded, account };
}

/** Connects the test wallet, as its user does with the tool's button. */
export async function connect(page: Page, account: string) {
  await page.getByRole('button', { name: 'Connect Devnet Test Wallet' }).click();
  await expect(page.getByTestId('wallet-account')).toHaveText(account);
}
