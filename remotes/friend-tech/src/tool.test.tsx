import { resolveChains, ToolHostSchema, ToolMetaSchema } from '@coinwatch/shared';
import { fakeCoinsSource, fakeToolHost } from '@coinwatch/shared/testing';
import { renderTool } from '@coinwatch/shared/testing/render';
import { afterEach, expect, it, rs } from '@rstest/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import Tool, { toolMeta } from './tool.tsx';

// Every chain's node refuses at once: these tests are about the page, not the chain.
const offline = { rpcHttp: 'http://127.0.0.1:9' };
const offlineHost = () => fakeToolHost('friend-tech', [], { chains: resolveChains({ '8453': offline, '31337': offline }) }).host;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

it('declares itself under this contract and names a chain friend.tech is not on', () => {
  expect(ToolMetaSchema.parse(toolMeta)).toEqual({ id: 'friend-tech', title: 'Friend.tech', contractVersion: 1 });
  const host = offlineHost();
  expect(ToolHostSchema.safeParse(host).success).toBe(true);
  renderTool(Tool, host, '/tools/friend-tech?chain=1');
  expect(screen.getByRole('heading', { level: 1, name: 'Friend.tech' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('friend.tech is not on chain “1”. Choose one of Base or Devnet above.');
});

it('answers a bad address in the URL with the address rule’s message and a way back, a stray % too', async () => {
  for (const bad of ['0x12345', '%25', '%E2%82']) {
    renderTool(Tool, offlineHost(), `/tools/friend-tech/${bad}?chain=31337`);
    expect((await screen.findByTestId('ft-bad-address')).textContent).toBe('Must be valid address');
    expect(screen.getByRole('link', { name: 'Back to friend.tech' }).getAttribute('href')).toBe('/tools/friend-tech?chain=31337');
    cleanup();
  }
});

it('tells the host a path deeper than a subject’s page is none of its pages, and a subject’s page is one', async () => {
  const notFound = rs.fn();
  const host = { ...offlineHost(), notFound };
  renderTool(Tool, host, `/tools/friend-tech/0x${'ab'.repeat(20)}/more?chain=31337`);
  expect(notFound).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('heading', { name: 'Friend.tech' })).toBeNull();
  cleanup();
  renderTool(Tool, host, `/tools/friend-tech/0x${'ab'.repeat(20)}?chain=31337`);
  expect(screen.getByRole('heading', { level: 1, name: 'Friend.tech' })).toBeTruthy();
  expect(notFound).toHaveBeenCalledTimes(1);
});

it('starts on Base, remembers the chain chosen, and ignores a corrupt remembered value', async () => {
  localStorage.setItem('coinwatch:friend-tech', '{"chainId":');
  renderTool(Tool, offlineHost());
  expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-pressed')).toBe('true');
  await userEvent.click(screen.getByRole('button', { name: 'Devnet' }));
  expect(screen.getByRole('button', { name: 'Devnet' }).getAttribute('aria-pressed')).toBe('true');
  expect(JSON.parse(localStorage.getItem('coinwatch:friend-tech') ?? 'null')).toEqual({ chainId: 31337 });
  cleanup();
  renderTool(Tool, offlineHost());
  expect(screen.getByRole('button', { name: 'Devnet' }).getAttribute('aria-pressed')).toBe('true');
});

it('opens on the host’s home chain (a local stack’s devnet) until the user chooses one', async () => {
  const host = { ...offlineHost(), homeChainId: 31337 };
  expect(ToolHostSchema.safeParse(host).success).toBe(true);
  renderTool(Tool, host);
  expect(screen.getByRole('button', { name: 'Devnet' }).getAttribute('aria-pressed')).toBe('true');
  await userEvent.click(screen.getByRole('button', { name: 'Base' }));
  cleanup();
  renderTool(Tool, host);
  expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-pressed')).toBe('true');
});

it('keeps the chain chosen when a link without one (the shell’s header or breadcrumb) opens the tool’s page again', async () => {
  const host = { ...offlineHost(), homeChainId: 31337 };
  render(
    <MemoryRouter initialEntries={[host.basePath]}>
      <Link to={host.basePath}>Friend.tech in the header</Link>
      <Routes>
        <Route path={`${host.basePath}/*`} element={<Tool host={host} />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Base' }));
  expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-pressed')).toBe('true');
  await userEvent.click(screen.getByRole('link', { name: 'Friend.tech in the header' }));
  expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-pressed')).toBe('true');
});

it('waits for the host’s coins before saying the user tracks no addresses', async () => {
  const coins = fakeCoinsSource([]);
  let loaded = false;
  const host = { ...offlineHost(), coins: { ...coins, isLoaded: () => loaded } };
  renderTool(Tool, host, '/tools/friend-tech?chain=31337');
  expect(await screen.findByText('Loading your tracked addresses…')).toBeTruthy();
  expect(screen.queryByText(/You track no addresses yet/)).toBeNull();
  loaded = true;
  act(() => coins.set([]));
  expect(await screen.findByText(/You track no addresses yet/)).toBeTruthy();
  expect(screen.queryByText('Loading your tracked addresses…')).toBeNull();
});

it('says nothing of the tracked addresses when the host could not read the coins (the shell says so), not loading for ever', async () => {
  const coins = fakeCoinsSource([]);
  const host = { ...offlineHost(), coins: { ...coins, isLoaded: () => false, loadFailed: () => true } };
  renderTool(Tool, host, '/tools/friend-tech?chain=31337');
  // Drawn with the tracked addresses' part: the page is there.
  expect(await screen.findByLabelText('Look up an address')).toBeTruthy();
  expect(screen.queryByText('Loading your tracked addresses…')).toBeNull();
  expect(screen.queryByText(/You track no addresses yet/)).toBeNull();
});
