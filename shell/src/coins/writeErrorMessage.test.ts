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

  it('names the rule a check constraint enforced', () => {
    const message = writeErrorMessage(
      { code: '23514', message: 'new row for relation "tracked_addresses" violates check constraint "tracked_addresses_color_check"' },
      'address',
    );
    expect(message).toBe('Colour: Must be a hex colour like #1a2b3c or #abc');
    expect(writeErrorMessage({ code: '23514', message: 'other_check' }, 'coin')).not.toMatch(/23514|_check/);
  });

  it('tells a refused or expired token as an ended session, from PostgREST 12 and from the hosted 13+', () => {
    for (const code of ['42501', 'PGRST301', 'PGRST303']) {
      expect(writeErrorMessage({ code, message: 'JWT expired' }, 'coin')).toBe('Your session has ended; sign in again to save changes.');
    }
  });

  it('explains network failures and anything else without codes', () => {
    expect(writeErrorMessage({ code: '', message: 'TypeError: Failed to fetch' }, 'coin')).toMatch(/reach the server/);
    expect(writeErrorMessage({ code: 'XX000', message: 'internal' }, 'coin')).toBe('Something went wrong');
  });
});
