import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { unsavedChanges } from '../forms/unsavedChanges.ts';
import { dismiss, notificationsState, notify } from '../notifications/notificationsState.ts';
import { startBuildCheck } from './buildCheck.ts';
import { RELOAD_KEY } from './staleChunk.ts';

function serveLatest(id: string) {
  globalThis.fetch = rs.fn(async () => new Response(JSON.stringify({ id }))) as typeof fetch;
}
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
/** The tab shown again (the check's trigger), and what it started settled. */
const showTab = async () => {
  document.dispatchEvent(new Event('visibilitychange'));
  await flush();
};

describe('startBuildCheck', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    rs.useFakeTimers();
    document.body.innerHTML = '';
    sessionStorage.clear();
  });
  afterEach(() => {
    stop();
    rs.useRealTimers();
    notificationsState.items.splice(0);
  });

  it('does nothing while the build is current', async () => {
    serveLatest('build-1');
    const reload = rs.fn();
    stop = startBuildCheck({ currentId: 'build-1', reload, toolsReleased: async () => false });
    await rs.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads when a tool the page loaded was released since, the shell unchanged', async () => {
    serveLatest('build-1');
    const reload = rs.fn();
    stop = startBuildCheck({ currentId: 'build-1', reload, toolsReleased: async () => true });
    await showTab();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks for one reload: a page slow to arrive is not reloaded again each second, nor when the tab is shown again', async () => {
    serveLatest('build-2');
    const reload = rs.fn();
    stop = startBuildCheck({ currentId: 'build-1', reload });
    await showTab();
    expect(reload).toHaveBeenCalledTimes(1);
    await rs.advanceTimersByTimeAsync(5000);
    await showTab();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // A deploy under way, or a cache behind it: the reload brought the old build again, and each
  // return to the tab reloaded it again (6 times in 15 s).
  it('does not reload again within 10 s of a reload, and reloads at a check after that', async () => {
    serveLatest('build-2');
    const reload = rs.fn();
    const now = () => Date.now();
    stop = startBuildCheck({ currentId: 'build-1', reload, now });
    await showTab();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    // The page the reload brought, still build-1.
    stop = startBuildCheck({ currentId: 'build-1', reload, now });
    await rs.advanceTimersByTimeAsync(2_500);
    await showTab();
    await rs.advanceTimersByTimeAsync(5_000);
    expect(reload).toHaveBeenCalledTimes(1);
    await rs.advanceTimersByTimeAsync(2_500);
    await showTab();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  // The page loads each tool from the remotes.json it compares against: a release and a rollback in a row reload twice.
  it('reloads for a tool’s release within 10 s of a reload', async () => {
    serveLatest('build-1');
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    const reload = rs.fn();
    stop = startBuildCheck({ currentId: 'build-1', reload, toolsReleased: async () => true });
    await showTab();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at the hourly check when the id changed', async () => {
    serveLatest('build-2');
    const reload = rs.fn();
    stop = startBuildCheck({ currentId: 'build-1', reload });
    await rs.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
    expect(reload).not.toHaveBeenCalled();
    await rs.advanceTimersByTimeAsync(1);
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits under unsaved input, warns after 120 s, and reloads once the form is submitted', async () => {
    serveLatest('build-2');
    const reload = rs.fn();
    let clock = 0;
    document.body.innerHTML = '<form><input name="n"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    stop = startBuildCheck({ currentId: 'build-1', reload, now: () => clock });
    form.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    await showTab();
    expect(reload).not.toHaveBeenCalled();
    clock = 119_000;
    await rs.advanceTimersByTimeAsync(1000);
    expect(notificationsState.items).toHaveLength(0);
    clock = 120_000;
    await rs.advanceTimersByTimeAsync(1000);
    expect(notificationsState.items.map((n) => n.primaryText)).toEqual(['A new version of Coinwatch is available']);
    expect(reload).not.toHaveBeenCalled();
    form.dispatchEvent(new Event('submit', { bubbles: true }));
    await rs.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // A form of the shell counting its input as unsaved, though no field differs from when it was
  // focused; a step of a flow under way (a code awaited, a QR code shown), with no form unsaved.
  it.each(['forms', 'steps'] as const)('waits while unsavedChanges.%s counts one', async (counted) => {
    serveLatest('build-2');
    const reload = rs.fn();
    unsavedChanges[counted] = 1;
    try {
      stop = startBuildCheck({ currentId: 'build-1', reload });
      await showTab();
      await rs.advanceTimersByTimeAsync(5000);
      expect(reload).not.toHaveBeenCalled();
    } finally {
      unsavedChanges[counted] = 0;
    }
    await rs.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // A tool's step (a wallet's signature asked for) is marked on the page: the shell sees no form of it.
  it('waits while a tool marks a step under way on the page, and reloads once the mark is gone', async () => {
    serveLatest('build-2');
    const reload = rs.fn();
    document.body.innerHTML = '<div data-step-under-way></div>';
    stop = startBuildCheck({ currentId: 'build-1', reload });
    await showTab();
    await rs.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();
    document.querySelector('[data-step-under-way]')?.remove();
    await rs.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // A reload would take the Undo away, and the delete would stay for good; a notice without a button may go.
  it('waits while an Undo of the account’s data is on screen, not for a notice without a button', async () => {
    serveLatest('build-2');
    const reload = rs.fn();
    notify({ icon: 'Error', primaryText: 'Node down', secondaryText: 'Retrying.', duration: 60_000 }, { accountId: 'user-1' });
    const undo = notify(
      {
        icon: 'Success',
        primaryText: 'Deleted DMO',
        secondaryText: 'You can undo this.',
        duration: 8000,
        action: { label: 'Undo', onClick: () => {} },
      },
      { accountId: 'user-1' },
    );
    stop = startBuildCheck({ currentId: 'build-1', reload });
    await showTab();
    await rs.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();
    dismiss(undo);
    await rs.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks again at a later check while the input is still unsaved and the first notice is gone', async () => {
    serveLatest('build-2');
    const reload = rs.fn();
    let clock = 0;
    document.body.innerHTML = '<form><input name="n"></form>';
    stop = startBuildCheck({ currentId: 'build-1', reload, now: () => clock });
    document.querySelector('input')?.dispatchEvent(new Event('input', { bubbles: true }));
    await showTab();
    clock = 120_000;
    await rs.advanceTimersByTimeAsync(1000);
    expect(notificationsState.items).toHaveLength(1);
    // Shown again while the notice is still up: not a second copy.
    document.dispatchEvent(new Event('visibilitychange'));
    await rs.advanceTimersByTimeAsync(1000);
    expect(notificationsState.items).toHaveLength(1);
    await rs.advanceTimersByTimeAsync(60_000);
    expect(notificationsState.items).toHaveLength(0);
    // The next check, hourly or the tab shown again, asks again.
    document.dispatchEvent(new Event('visibilitychange'));
    await rs.advanceTimersByTimeAsync(1000);
    expect(notificationsState.items.map((n) => n.primaryText)).toEqual(['A new version of Coinwatch is available']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('still sees a tool’s release when builds/latest.json cannot be read', async () => {
    globalThis.fetch = rs.fn(async () => new Response('<html>deploying</html>')) as typeof fetch;
    const reload = rs.fn();
    stop = startBuildCheck({ currentId: 'build-1', reload, toolsReleased: async () => true });
    await showTab();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
