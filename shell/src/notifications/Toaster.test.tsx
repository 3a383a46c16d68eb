import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MAIN_ID } from '../layouts/MainContent.tsx';
import { dismiss, notificationsState, notifyError } from './notificationsState.ts';
import { Toaster } from './Toaster.tsx';

afterEach(() => {
  cleanup();
  for (const n of [...notificationsState.items]) dismiss(n.id);
  rs.useRealTimers();
});

describe('Toaster', () => {
  it('a notification with the focus in it that the app takes away gives the focus back, and the rest run out again', async () => {
    rs.useFakeTimers();
    render(
      <>
        <main id={MAIN_ID} tabIndex={-1}>
          <button type="button">Export CSV</button>
        </main>
        <Toaster />
      </>,
    );
    screen.getByRole('button', { name: 'Export CSV' }).focus();
    // valtio tells the page of a change in a microtask.
    await act(async () => {
      notifyError('CSV not exported', 'Check your connection.');
      notifyError('Node down', 'Retrying automatically.');
    });
    fireEvent.keyDown(document, { key: 'F8' });
    const dismissButtons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(document.activeElement).toBe(dismissButtons.at(-1));
    // Held while the focus is in them.
    await act(async () => rs.advanceTimersByTime(10_000));
    expect(notificationsState.items).toHaveLength(2);

    // The same failure said again replaces the focused notice.
    await act(async () => {
      notifyError('Node down', 'Retrying automatically.');
    });
    expect(document.activeElement).not.toBe(document.body);
    expect([screen.getByRole('button', { name: 'Export CSV' }), document.getElementById(MAIN_ID)]).toContain(document.activeElement);
    await act(async () => rs.advanceTimersByTime(5_000));
    expect(notificationsState.items).toHaveLength(0);
  });
});
