import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import {
  dismiss,
  dismissOtherAccounts,
  holdNotifications,
  MAX_NOTIFICATIONS,
  notificationsState,
  notify,
  notifyError,
  notifySuccess,
} from './notificationsState.ts';

describe('notifications', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    for (const n of [...notificationsState.items]) dismiss(n.id);
    rs.useRealTimers();
  });

  it('gives success 3000 ms and error 5000 ms, with unique ids and the simple type', () => {
    const a = notifySuccess('Saved', 'Your coin was added.');
    const b = notifyError('Failed', 'Try again.');
    expect(a).not.toBe(b);
    const [success, error] = notificationsState.items;
    expect(success).toMatchObject({ id: a, type: 'simple', icon: 'Success', duration: 3000, primaryText: 'Saved' });
    expect(error).toMatchObject({ id: b, type: 'simple', icon: 'Error', duration: 5000 });
    rs.advanceTimersByTime(3000);
    expect(notificationsState.items.map((n) => n.id)).toEqual([b]);
    rs.advanceTimersByTime(2000);
    expect(notificationsState.items).toHaveLength(0);
  });

  it('honours a given duration, and can be dismissed early', () => {
    notify({ icon: 'Success', primaryText: 'x', secondaryText: 'y', duration: 60_000 });
    rs.advanceTimersByTime(59_000);
    expect(notificationsState.items).toHaveLength(1);
    rs.advanceTimersByTime(1_000);
    expect(notificationsState.items).toHaveLength(0);
    const id = notify({ icon: 'Success', primaryText: 'x', secondaryText: 'y', duration: 60_000 });
    dismiss(id);
    expect(notificationsState.items).toHaveLength(0);
  });

  it('drops the ones of another account when the user changes, and keeps the rest', () => {
    const undo = { label: 'Undo', onClick: () => {} };
    const mine = notify({ icon: 'Success', primaryText: 'Deleted A', secondaryText: 'Undo?', action: undo }, { accountId: 'u1' });
    notify({ icon: 'Success', primaryText: 'Deleted B', secondaryText: 'Undo?', action: undo }, { accountId: 'u2' });
    const anyone = notifySuccess('Signed out', 'Bye.');
    dismissOtherAccounts('u1');
    expect(notificationsState.items.map((n) => n.id)).toEqual([mine, anyone]);
    dismissOtherAccounts(null);
    expect(notificationsState.items.map((n) => n.id)).toEqual([anyone]);
  });
});

describe('holding the notifications', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    holdNotifications(false);
    for (const n of [...notificationsState.items]) dismiss(n.id);
    rs.useRealTimers();
  });

  it('keeps every notification while held, then gives each the time it had left', () => {
    const early = notifySuccess('Saved', 'x');
    rs.advanceTimersByTime(2000);
    holdNotifications(true);
    const late = notifyError('Failed', 'y');
    rs.advanceTimersByTime(60_000);
    expect(notificationsState.items.map((n) => n.id)).toEqual([early, late]);
    holdNotifications(false);
    rs.advanceTimersByTime(1000);
    expect(notificationsState.items.map((n) => n.id)).toEqual([late]);
    rs.advanceTimersByTime(4000);
    expect(notificationsState.items).toHaveLength(0);
  });

  it('shows at most a handful while held: a new one pushes out the oldest, but never one with a button', () => {
    holdNotifications(true);
    const undo = notify({ icon: 'Success', primaryText: 'Coin deleted', secondaryText: 'x', action: { label: 'Undo', onClick: () => {} } });
    // A live feed notifying every two seconds while the pointer rests on the notifications.
    const live = Array.from({ length: 20 }, (_, i) => notifySuccess(`Transfer ${i}`, 'y'));
    expect(MAX_NOTIFICATIONS).toBe(5);
    expect(notificationsState.items.map((n) => n.id)).toEqual([undo, ...live.slice(-4)]);
  });

  it('shows a new one even when every other one shown has an Undo: the list runs over instead', () => {
    const undo = { label: 'Undo', onClick: () => {} };
    const deletes = Array.from({ length: MAX_NOTIFICATIONS }, (_, i) =>
      notify({ icon: 'Success', primaryText: 'Address deleted', secondaryText: `Wallet ${i}`, action: undo }),
    );
    const failure = notifyError('Could not delete Wallet 5', 'Check your connection and try again.');
    expect(notificationsState.items.map((n) => n.id)).toEqual([...deletes, failure]);
  });

  it("shows a failure or the shell's confirmation said again once, with its full time, but every success of a tool", () => {
    notifyError('CSV not exported', 'Check your connection.');
    rs.advanceTimersByTime(4000);
    const again = notifyError('CSV not exported', 'Check your connection.');
    notifyError('CSV not exported', 'Another reason.');
    notify({ icon: 'Success', primaryText: 'New DMO transfer', secondaryText: '7 DMO from Wallet 1' });
    notify({ icon: 'Success', primaryText: 'New DMO transfer', secondaryText: '7 DMO from Wallet 1' });
    notifySuccess('Profile saved', 'Your display name is saved.');
    notifySuccess('Profile saved', 'Your display name is saved.');
    expect(notificationsState.items.map((n) => n.secondaryText)).toEqual([
      'Check your connection.',
      'Another reason.',
      '7 DMO from Wallet 1',
      '7 DMO from Wallet 1',
      'Your display name is saved.',
    ]);
    rs.advanceTimersByTime(4000);
    expect(notificationsState.items.map((n) => n.id)).toContain(again);
  });
});
