import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type Filters, txnsState } from '../../state/txnsState.ts';
import { TransferFilters } from './TransferFilters.tsx';

afterEach(() => {
  cleanup();
  txnsState.filters = filters();
});

const filters = (patch: Partial<Filters> = {}): Filters => ({ direction: 'all', address: '', hideZero: false, ...patch });

/** The filters as the page renders them: `counted` are the filters `shown` was counted with. */
const bar = (counted: Filters, shown: number, total: number) => (
  <TransferFilters choices={[]} directions shown={shown} total={total} counted={counted} onExport={() => {}} exporting={null} />
);

describe('what the filters say to a screen reader', () => {
  it('says the count a filter the user chose leaves', () => {
    const { rerender } = render(bar(filters(), 10, 10));
    fireEvent.change(screen.getByTestId('txns-filter-direction'), { target: { value: 'in' } });
    expect(txnsState.filters.direction).toBe('in');
    rerender(bar(filters({ direction: 'in' }), 3, 10));
    expect(screen.getByRole('status').textContent).toBe('3 of 10 transfers');
  });

  it('says nothing of filters a new page set before its rows came', () => {
    // An address's page opened from a filtered coin page: its reset, then its link, with no rows yet.
    const { rerender } = render(bar(filters({ direction: 'in', hideZero: true }), 12, 40));
    rerender(bar(filters(), 0, 0));
    rerender(bar(filters({ hideZero: true }), 0, 0));
    rerender(bar(filters({ hideZero: true }), 272, 272));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('takes back what it said once the filters change without the user', () => {
    const { rerender } = render(bar(filters(), 10, 10));
    fireEvent.click(screen.getByTestId('txns-filter-zero'));
    rerender(bar(filters({ hideZero: true }), 8, 10));
    expect(screen.getByRole('status').textContent).toBe('8 of 10 transfers');
    // Back to a link with other filters (Back, Forward): not the user's change of this page.
    rerender(bar(filters({ direction: 'out' }), 0, 10));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
