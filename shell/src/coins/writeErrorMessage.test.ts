import { messages } from '@coinwatch/shared';
import { checkConstraintsOf } from '@coinwatch/shared/testing/migrations';
import { describe, expect, it } from '@rstest/core';
import { writeErrorMessage } from './writeErrorMessage.ts';

describe('writeErrorMessage', () => {
  it('turns duplicates into clear words, never a code', () => {
    expect(
      writeErrorMessage(
        { code: '23505', message: 'duplicate key value violates unique constraint "tracked_coins_user_ticker_key"' },
        'coin',
      ),
    ).toBe('You already track a coin with this ticker');
    expect(writeErrorMessage({ code: '23505', message: 'duplicate' }, 'address')).toBe('This address is already in this coin');
  });

  it('names the rule a check constraint enforced, the migrations’ later rules too', () => {
    const refused = (table: string, constraint: string) => ({
      code: '23514',
      message: `new row for relation "${table}" violates check constraint "${constraint}"`,
    });
    expect(writeErrorMessage(refused('tracked_addresses', 'tracked_addresses_color_check'), 'address')).toBe(
      'Colour: Must be a hex colour like #1a2b3c or #abc',
    );
    expect(writeErrorMessage(refused('tracked_coins', 'tracked_coins_coin_ticker_not_dots'), 'coin')).toBe(`Ticker: ${messages.dotTicker}`);
    expect(writeErrorMessage(refused('tracked_coins', 'tracked_coins_coin_name_trimmed'), 'coin')).toMatch(/^Name: cannot be blank/);
  });

  it('has words for every check constraint the migrations give the two tables', () => {
    const names = [...checkConstraintsOf('tracked_coins'), ...checkConstraintsOf('tracked_addresses')];
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const kind = name.startsWith('tracked_coins') ? 'coin' : 'address';
      expect(writeErrorMessage({ code: '23514', message: `violates check constraint "${name}"` }, kind), name).not.toMatch(
        /refused by the server/,
      );
    }
  });

  it('says an address’s coin is gone when its coin was deleted meanwhile', () => {
    expect(writeErrorMessage({ code: '23503', message: 'violates foreign key constraint' }, 'address')).toMatch(/coin no longer exists/);
  });
});
