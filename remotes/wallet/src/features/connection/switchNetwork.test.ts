import { defaultChains } from '@coinwatch/shared';
import { expect, it } from '@rstest/core';
import { createWalletClient, custom } from 'viem';
import { switchNetwork } from './switchNetwork.ts';

const base = defaultChains.find((c) => c.name === 'Base') as (typeof defaultChains)[number];

/**
 * A wallet on chain 1 that does not know Base until it is added, refusing the switch as `unknown`
 * says; `onAdd` runs while it adds the chain.
 */
function walletWithout(unknown: (chainId: string) => object, onAdd = () => {}) {
  const known = new Set(['0x1']);
  const calls: string[] = [];
  let current = '0x1';
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    calls.push(method);
    const [arg] = (params ?? []) as [{ chainId: string }];
    if (method === 'wallet_switchEthereumChain') {
      if (!known.has(arg.chainId)) throw unknown(arg.chainId);
      current = arg.chainId;
      return null;
    }
    if (method === 'wallet_addEthereumChain') {
      onAdd();
      known.add(arg.chainId);
      return null;
    }
    if (method === 'eth_chainId') return current;
    throw new Error(`unexpected ${method}`);
  };
  return { calls, client: createWalletClient({ transport: custom({ request }, { retryCount: 0 }) }), chainId: () => current };
}

it('a wallet that does not know the chain (4902) is asked to add it, then to switch', async () => {
  const wallet = walletWithout((id) => Object.assign(new Error(`Unrecognized chain ID "${id}".`), { code: 4902 }));
  await switchNetwork(wallet.client, base);
  expect(wallet.calls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
  expect(wallet.chainId()).toBe('0x2105');
});

it('so is MetaMask Mobile, which sends the 4902 inside an internal error (-32603)', async () => {
  const wallet = walletWithout((id) =>
    Object.assign(new Error('Internal JSON-RPC error.'), {
      code: -32603,
      data: { originalError: { code: 4902, message: `Unrecognized chain ID "${id}".` } },
    }),
  );
  await switchNetwork(wallet.client, base);
  expect(wallet.calls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
  expect(wallet.chainId()).toBe('0x2105');
});

it('any other refusal is the user’s to see: nothing is added', async () => {
  const wallet = walletWithout(() => Object.assign(new Error('User rejected the request.'), { code: 4001 }));
  await expect(switchNetwork(wallet.client, base)).rejects.toThrow('User rejected the request.');
  expect(wallet.calls).toEqual(['wallet_switchEthereumChain']);
});

it('a switch given up on before the wallet refuses it asks the wallet to add nothing', async () => {
  const wallet = walletWithout((id) => Object.assign(new Error(`Unrecognized chain ID "${id}".`), { code: 4902 }));
  let wanted = true;
  const adding = switchNetwork(wallet.client, base, () => wanted);
  // Cancel is pressed while the wallet's first answer is on its way.
  wanted = false;
  await adding;
  expect(wallet.calls).toEqual(['wallet_switchEthereumChain']);
  expect(wallet.chainId()).toBe('0x1');
});

it('a switch given up on while the wallet adds the chain asks nothing more, so it cannot undo the next switch', async () => {
  let wanted = true;
  const wallet = walletWithout(
    (id) => Object.assign(new Error(`Unrecognized chain ID "${id}".`), { code: 4902 }),
    () => {
      // Cancel is pressed while the wallet shows its add-network prompt.
      wanted = false;
    },
  );
  await switchNetwork(wallet.client, base, () => wanted);
  expect(wallet.calls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain']);
  expect(wallet.chainId()).toBe('0x1');
});
