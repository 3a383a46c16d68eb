import type { NotificationInput } from '@coinwatch/shared';
import { afterEach, beforeAll, expect, it, rs } from '@rstest/core';
import type { Transfer } from '../../chain/transfer.ts';
import { notifyLive } from './notifyLive.ts';

const A = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const X = '0x90f79bf6eb2c4f870365e785982e1f101e93b906';
const transfer = (block: number, value: bigint): Transfer => ({
  blockNumber: BigInt(block),
  blockHash: `0x${'b'.repeat(63)}${block % 10}`,
  txHash: `0x${'a'.repeat(63)}${block % 10}`,
  logIndex: 0,
  from: A,
  to: X,
  value,
  timestamp: null,
});
const context = { title: 'DMO', symbol: 'DMO', decimals: 18, labelOf: (a: string) => (a === A ? 'Treasury' : '') };

/** The page's supabase client, as far as the notices use it: its auth events and its session, played by the test. */
const authListeners: Array<(event: string) => void> = [];
let session: object | null = {};
const supabase = {
  auth: {
    onAuthStateChange: (listener: (event: string) => void) => authListeners.push(listener),
    getSession: async () => ({ data: { session } }),
  },
} as never;

// The browser's notifications come with a module of their own, downloaded with the first: loaded
// here once, each then comes a turn after its in-app notice (settled()).
beforeAll(async () => {
  await import('./systemNotice.ts');
});
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function notified(added: Transfer[]): NotificationInput[] {
  const shown: NotificationInput[] = [];
  notifyLive({ notify: (n) => void shown.push(n), supabase }, added, context);
  return shown;
}

it('names one new transfer by its amount and both ends', () => {
  expect(notified([transfer(7, 1_500_000_000_000_000_000n)])).toEqual([
    { icon: 'Success', primaryText: 'New DMO transfer', secondaryText: '1.5 DMO from Treasury to 0x90F7…b906' },
  ]);
});

it('names the newest block of several, which a catch-up delivers last', () => {
  expect(notified([transfer(100, 1n), transfer(101, 1n), transfer(102, 1n)])).toEqual([
    { icon: 'Success', primaryText: '3 new DMO transfers', secondaryText: 'Latest in block 102' },
  ]);
});

it('gives the system one notification per page, each new one replacing the last, alerting again at most once a minute', async () => {
  const created: Array<{ title: string; options: NotificationOptions }> = [];
  // The browser's Notification, with permission granted: what reaches the system is what is asserted.
  Object.assign(globalThis, {
    Notification: class {
      static permission = 'granted';
      constructor(title: string, options: NotificationOptions) {
        created.push({ title, options });
      }
      close() {}
    },
  });
  rs.useFakeTimers({ toFake: ['Date'] });
  notified([transfer(7, 1n)]);
  await settled();
  rs.advanceTimersByTime(59_000);
  notified([transfer(8, 1n), transfer(9, 1n)]);
  await settled();
  notifyLive({ notify: () => {}, supabase }, [transfer(10, 1n)], { ...context, title: 'DUSD' });
  await settled();
  rs.advanceTimersByTime(1_000);
  notified([transfer(11, 1n)]);
  await settled();
  rs.useRealTimers();
  expect(created.map((n) => [n.title, n.options.tag, (n.options as { renotify?: boolean }).renotify])).toEqual([
    ['New DMO transfer', 'txns-live-DMO', true],
    // Replacing the last one silently: a busy token alerted every few seconds.
    ['2 new DMO transfers', 'txns-live-DMO', false],
    ['New DUSD transfer', 'txns-live-DUSD', true],
    ['New DMO transfer', 'txns-live-DMO', true],
  ]);
});

it('closes the system’s notifications when the user signs out, and shows none until someone signs in', async () => {
  // The system's list: one notification per tag, a new one replacing the last.
  const open = new Map<string, string>();
  Object.assign(globalThis, {
    Notification: class {
      static permission = 'granted';
      readonly tag: string;
      constructor(title: string, options: NotificationOptions) {
        this.tag = options.tag ?? '';
        open.set(this.tag, title);
      }
      close() {
        open.delete(this.tag);
      }
    },
  });
  notified([transfer(7, 1n)]);
  notifyLive({ notify: () => {}, supabase }, [transfer(8, 1n), transfer(9, 1n)], { ...context, title: 'DUSD' });
  await settled();
  for (const listener of authListeners) listener('TOKEN_REFRESHED');
  expect([...open.values()]).toEqual(['New DMO transfer', '2 new DUSD transfers']);
  for (const listener of authListeners) listener('SIGNED_OUT');
  expect([...open.values()]).toEqual([]);
  // A transfer told of in the moment before the page goes: in the app only.
  expect(notified([transfer(10, 1n)])).toHaveLength(1);
  await settled();
  expect([...open.values()]).toEqual([]);
  for (const listener of authListeners) listener('SIGNED_IN');
  notified([transfer(11, 1n)]);
  await settled();
  expect([...open.values()]).toEqual(['New DMO transfer']);
});

it('shows none for a user signed out while its code was on its way, before it could watch for that', async () => {
  const created: string[] = [];
  Object.assign(globalThis, {
    Notification: class {
      static permission = 'granted';
      constructor(title: string) {
        created.push(title);
      }
      close() {}
    },
  });
  session = null;
  expect(notified([transfer(12, 1n)])).toHaveLength(1);
  await settled();
  expect(created).toEqual([]);
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'Notification');
  session = {};
});
