import { resolveChains, SESSION_ENDED_MESSAGE } from '@coinwatch/shared';
import { fakeToolHost } from '@coinwatch/shared/testing';
import { renderTool } from '@coinwatch/shared/testing/render';
import { afterEach, expect, it, rs } from '@rstest/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { announceWallet, TEST_ACCOUNT } from '../../testing/announceWallet.ts';
import { fakeSupabase, type RestAnswer, type RestCall } from '../../testing/fakeSupabase.ts';
import Tool from '../../tool.tsx';
import { disconnectWallet } from '../connection/connection.ts';
import { ownershipMessage } from './ownershipMessage.ts';

// anvil's well-known second dev key, TEST_ACCOUNT's: public test material, never a secret.
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const userId = '00000000-0000-4000-8000-000000000001';
// Balances are read from each chain's node: here nothing answers, at once. An ordinary account's
// signature is checked without the node.
const offline = { rpcHttp: 'http://127.0.0.1:9' };
const chains = resolveChains({ '1': offline, '8453': offline, '31337': offline });

afterEach(async () => {
  cleanup();
  await disconnectWallet();
  localStorage.clear();
});

/** A wallet on Ethereum whose personal_sign signs as the browser wallet does (data, then address). */
function signingWallet(
  name: string,
  sign: (params: [Hex, string]) => unknown = ([data]) => account.signMessage({ message: { raw: data } }),
) {
  const signs: unknown[] = [];
  const wallet = announceWallet(
    {
      eth_requestAccounts: () => [TEST_ACCOUNT.toLowerCase()],
      eth_chainId: () => '0x1',
      personal_sign: (params) => {
        signs.push(params);
        return sign(params as [Hex, string]);
      },
    },
    { name, rdns: `dev.${name.toLowerCase().replace(/\W/g, '')}` },
  );
  return { wallet, signs };
}

/** A row of address_proofs as PostgREST sends it, signed for real. */
async function proofRow(id: string) {
  const message = ownershipMessage({ address: account.address, chainId: 1, userId, origin: window.location.origin, issuedAt: new Date() });
  const signature = await account.signMessage({ message });
  return { id, address: account.address, chain_id: 1, message, signature, signed_at: new Date().toISOString() };
}

async function connected(name: string, answer: (call: RestCall) => RestAnswer, session?: { expiresInSeconds: number }) {
  const { supabase, calls } = fakeSupabase(userId, answer, session);
  const { host, notifications } = fakeToolHost('wallet', [], { chains, supabase });
  renderTool(Tool, host);
  await userEvent.click(await screen.findByRole('button', { name: `Connect ${name}` }));
  const ownership = await screen.findByTestId('wallet-ownership');
  return { calls, notifications, ownership };
}

const PROOFS = 'address_proofs';
/** The edge function every save and restore goes through (deploy/supabase/functions/save-proof). */
const SAVE = 'save-proof';
const serverDown = { status: 500, body: { message: 'upstream failed' } };

/** save-proof's answer: the row it stored, as PostgREST gave it back. */
function savedRow(call: RestCall, id = '22222222-2222-4222-8222-222222222222') {
  const body = call.body as { id?: string; address: string; chainId: number; message: string; signature: string; signedAt?: string };
  return {
    id: body.id ?? id,
    address: body.address,
    chain_id: body.chainId,
    message: body.message,
    signature: body.signature,
    signed_at: body.signedAt ?? new Date().toISOString(),
  };
}

it('an Undo whose restore fails offers Try again, which brings the proof back, and the keyboard stays at the list', async () => {
  signingWallet('Undo Wallet');
  const row = await proofRow('11111111-1111-4111-8111-111111111111');
  const inserts: unknown[] = [];
  const { notifications, ownership } = await connected('Undo Wallet', (call) => {
    if (call.table === SAVE) {
      inserts.push(call.body);
      return inserts.length === 1 ? serverDown : { status: 200, body: savedRow(call) };
    }
    if (call.table !== PROOFS) return serverDown;
    if (call.method === 'GET') return { status: 200, body: [row] };
    if (call.method === 'DELETE') return { status: 204 };
    return serverDown;
  });
  await userEvent.click(await within(ownership).findByRole('button', { name: `Remove the proof of ${account.address}` }));
  await within(ownership).findByText('None yet.');
  const undo = notifications.find((n) => n.primaryText === 'Proof removed')?.action;
  expect(undo?.label).toBe('Undo');

  // The host's notification closed when pressed, and left focus on its main region (here, the page).
  (document.activeElement as HTMLElement | null)?.blur();
  act(() => undo?.onClick());
  const heading = within(ownership).getByRole('heading', { name: 'Proven addresses' });
  expect(document.activeElement).toBe(heading);
  await waitFor(() => expect(notifications.map((n) => n.primaryText)).toContain('Proof not brought back'));
  const failed = notifications.find((n) => n.primaryText === 'Proof not brought back');
  expect(failed?.action?.label).toBe('Try again');

  (document.activeElement as HTMLElement | null)?.blur();
  act(() => failed?.action?.onClick());
  expect(document.activeElement).toBe(heading);
  expect(await within(ownership).findByTestId('wallet-proof')).toBeTruthy();
  expect(inserts).toHaveLength(2);
  expect(inserts[1]).toMatchObject({ id: row.id, signature: row.signature });
});

it('a proof the server did not save is kept: Save again saves it without asking the wallet again', async () => {
  const { signs } = signingWallet('Saving Wallet');
  const upserts: Array<{ signature: string }> = [];
  const { notifications, ownership } = await connected('Saving Wallet', (call) => {
    if (call.table === SAVE) {
      upserts.push(call.body as { signature: string });
      return upserts.length === 1 ? serverDown : { status: 200, body: savedRow(call) };
    }
    if (call.table !== PROOFS) return serverDown;
    return call.method === 'GET' ? { status: 200, body: [] } : serverDown;
  });
  await within(ownership).findByText('None yet.');
  await userEvent.click(within(ownership).getByTestId('wallet-prove'));
  const unsaved = await within(ownership).findByTestId('wallet-proof-unsaved');
  const notSaved = notifications.find((n) => n.primaryText === 'Proof not saved');
  expect(notSaved?.secondaryText).toBe(
    'The signature is valid but was not saved: Something went wrong. Try again. Save again does not ask your wallet again.',
  );
  expect(notSaved?.action?.label).toBe('Save again');

  await userEvent.click(within(unsaved).getByRole('button', { name: 'Save again' }));
  expect(await within(ownership).findByTestId('wallet-proof')).toBeTruthy();
  expect(within(ownership).queryByTestId('wallet-proof-unsaved')).toBeNull();
  expect(signs).toHaveLength(1);
  expect(upserts).toHaveLength(2);
  expect(upserts[1]?.signature).toBe(upserts[0]?.signature);
  expect(notifications.map((n) => n.primaryText)).toContain('Ownership proven');
  // The notification's Save again, pressed late, sends nothing more (a resend would go out only
  // after the session is read, so the check waits past that).
  await act(async () => {
    notSaved?.action?.onClick();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(upserts).toHaveLength(2);
  expect(notifications.filter((n) => n.primaryText === 'Ownership proven')).toHaveLength(1);
});

it('a session that could not be renewed keeps the signed proof for Save again, rather than taking it as signed out', async () => {
  signingWallet('Renewing Wallet');
  const saves: unknown[] = [];
  const { notifications, ownership } = await connected(
    'Renewing Wallet',
    (call) => {
      if (call.table === 'auth/v1/token') {
        // The renewal failed on the way (503); the clock has moved past supabase-js's retries.
        const later = Date.now() + 60_000;
        rs.spyOn(Date, 'now').mockReturnValue(later);
        return { status: 503, body: { message: 'upstream unavailable' } };
      }
      if (call.table === SAVE) saves.push(call.body);
      return call.method === 'GET' ? { status: 200, body: [] } : serverDown;
    },
    // Due for renewal when the proof is saved (supabase-js renews within 90 s of expiry).
    { expiresInSeconds: 30 },
  );
  try {
    await within(ownership).findByText('None yet.');
    await userEvent.click(within(ownership).getByTestId('wallet-prove'));
    expect(await within(ownership).findByTestId('wallet-proof-unsaved')).toBeTruthy();
    const notSaved = notifications.find((n) => n.primaryText === 'Proof not saved');
    expect(notSaved?.secondaryText).toBe(
      'The signature is valid but was not saved: Coinwatch could not reach its server to renew your session. Check your connection. Save again does not ask your wallet again.',
    );
    expect(notSaved?.action?.label).toBe('Save again');
    expect(saves).toHaveLength(0);
  } finally {
    rs.restoreAllMocks();
  }
});

const FOREIGN_SITE =
  'The signed message is for evil.example, not for localhost:3000: open Coinwatch at http://localhost:3000 and prove the address there.';

it.each([
  { refusal: 'a refused proof (another site)', status: 400, code: 'proof_refused', message: FOREIGN_SITE, said: FOREIGN_SITE },
  { refusal: 'a session the server ended (PT401)', status: 401, code: 'PT401', message: 'session ended', said: SESSION_ENDED_MESSAGE },
])('$refusal says why in words and is not kept: Save again would be refused alike', async ({ status, code, message, said }) => {
  const { signs } = signingWallet('Refused Wallet');
  const { calls, notifications, ownership } = await connected('Refused Wallet', (call) => {
    if (call.table === SAVE) return { status, body: { code, message, details: null, hint: null } };
    return call.table === PROOFS && call.method === 'GET' ? { status: 200, body: [] } : serverDown;
  });
  await within(ownership).findByText('None yet.');
  await userEvent.click(within(ownership).getByTestId('wallet-prove'));
  await waitFor(() => expect(notifications.map((n) => n.primaryText)).toContain('Proof not saved'));
  const notSaved = notifications.find((n) => n.primaryText === 'Proof not saved');
  expect(notSaved?.secondaryText).toBe(`The signature is valid but was not saved: ${said}`);
  expect(notSaved?.action).toBeUndefined();
  expect(within(ownership).queryByTestId('wallet-proof-unsaved')).toBeNull();
  expect(within(ownership).getByText('None yet.')).toBeTruthy();
  expect(signs).toHaveLength(1);
  expect(calls.filter((c) => c.table === SAVE)).toHaveLength(1);
});

it('a signature the wallet never gives can be cancelled, and its late answer is ignored', async () => {
  let answer: () => void = () => {};
  const { signs } = signingWallet('Slow Wallet', ([data]) => {
    const signed = account.signMessage({ message: { raw: data } });
    return new Promise((resolve) => {
      answer = () => resolve(signed);
    });
  });
  const { calls, notifications, ownership } = await connected('Slow Wallet', () => ({ status: 200, body: [] }));
  await within(ownership).findByText('None yet.');
  const prove = within(ownership).getByTestId('wallet-prove');
  await userEvent.click(prove);
  await waitFor(() => expect(prove.textContent).toBe('Waiting for your signature…'));
  await userEvent.click(within(ownership).getByRole('button', { name: 'Cancel' }));
  expect(prove.textContent).toBe('Sign to prove ownership');
  expect(prove.getAttribute('aria-disabled')).toBeNull();
  expect(within(ownership).queryByRole('button', { name: 'Cancel' })).toBeNull();
  // The keyboard's place was the Cancel button, now gone.
  expect(document.activeElement).toBe(prove);

  const noticesBefore = notifications.length;
  act(() => answer());
  // Nothing to wait for when nothing happens: the late signature is given time to be checked (no
  // node needed for an ordinary account) and would be saved or told by now.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(signs).toHaveLength(1);
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  expect(notifications.slice(noticesBefore).filter((n) => n.primaryText !== 'Balances not read')).toEqual([]);
  expect(prove.textContent).toBe('Sign to prove ownership');
});

it('a signature under way while the wallet moves to a network Coinwatch does not list is still saved; a new one waits for a listed network', async () => {
  let answer: () => void = () => {};
  const { wallet, signs } = signingWallet('Roaming Wallet', ([data]) => {
    const signed = account.signMessage({ message: { raw: data } });
    return new Promise((resolve) => {
      answer = () => resolve(signed);
    });
  });
  const upserts: unknown[] = [];
  const { notifications, ownership } = await connected('Roaming Wallet', (call) => {
    if (call.table === SAVE) {
      upserts.push(call.body);
      return { status: 200, body: savedRow(call, '33333333-3333-4333-8333-333333333333') };
    }
    if (call.table !== PROOFS) return serverDown;
    return call.method === 'GET' ? { status: 200, body: [] } : serverDown;
  });
  await within(ownership).findByText('None yet.');
  const prove = within(ownership).getByTestId('wallet-prove');
  await userEvent.click(prove);
  await waitFor(() => expect(prove.textContent).toBe('Waiting for your signature…'));
  // Arbitrum, say: the panel stays, and the signature asked for on Ethereum is not thrown away.
  act(() => wallet.emit('chainChanged', '0xa4b1'));
  await screen.findByText('Coinwatch cannot read this network. Switch your wallet to one of these:');
  act(() => answer());
  expect(await within(ownership).findByTestId('wallet-proof')).toBeTruthy();
  expect(upserts).toHaveLength(1);
  expect(signs).toHaveLength(1);
  expect(notifications.map((n) => n.primaryText)).toContain('Ownership proven');
  // A new proof names the network it is signed on: it waits for one Coinwatch lists.
  expect(prove.getAttribute('aria-disabled')).toBe('true');
  expect(within(ownership).getByTestId('wallet-prove-network').textContent).toContain('Switch your wallet');
  await userEvent.click(prove);
  expect(signs).toHaveLength(1);
  act(() => wallet.emit('chainChanged', '0x1'));
  await waitFor(() => expect(prove.getAttribute('aria-disabled')).toBeNull());
});
