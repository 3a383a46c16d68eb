import { describe, expect, it } from '@rstest/core';
import { NO_ANSWER_MESSAGE, NO_ANSWER_REASON } from '../errors/catalogue.ts';
import { describeWriteError, type WriteWords } from './describeWriteError.ts';

const words: WriteWords = {
  duplicate: 'You already have this one',
  constraints: { things_color_check: 'Colour: Must be a hex colour like #1a2b3c or #abc' },
  missingParent: 'Its list no longer exists',
};

describe('describeWriteError', () => {
  it('says the table’s own words for a duplicate, a named check and a missing parent', () => {
    expect(describeWriteError({ code: '23505', message: 'duplicate key value violates unique constraint "things_key"' }, words)).toBe(
      words.duplicate,
    );
    expect(
      describeWriteError({ code: '23514', message: 'new row for relation "things" violates check constraint "things_color_check"' }, words),
    ).toBe(words.constraints.things_color_check);
    expect(describeWriteError({ code: '23503', message: 'violates foreign key constraint' }, words)).toBe(words.missingParent);
  });

  it('never shows a code or a constraint name it has no words for', () => {
    expect(describeWriteError({ code: '23514', message: 'violates check constraint "other_check"' }, words)).not.toMatch(/23514|_check/);
    expect(describeWriteError({ code: '23503', message: 'fk' }, { ...words, missingParent: undefined })).toBe(
      'Something went wrong. Try again.',
    );
    expect(describeWriteError({ code: 'XX000', message: 'internal' }, words)).toBe('Something went wrong. Try again.');
  });

  it('tells a refused or expired token as an ended session, from PostgREST 12 and from the hosted 13+', () => {
    for (const code of ['42501', 'PGRST301', 'PGRST303']) {
      expect(describeWriteError({ code, message: 'JWT expired' }, words)).toBe(
        'Your session has ended. Sign in again, then try once more.',
      );
    }
  });

  it('explains a network failure in each browser’s words, and a server that did not answer in time', () => {
    for (const message of [
      'TypeError: Failed to fetch',
      'TypeError: NetworkError when attempting to fetch resource.',
      'TypeError: Load failed',
    ]) {
      expect(describeWriteError({ code: '', message }, words)).toBe('Could not reach the server. Check your connection and try again.');
    }
    expect(describeWriteError({ code: '', message: `AbortError: ${NO_ANSWER_REASON}` }, words)).toBe(NO_ANSWER_MESSAGE);
  });

  it('does not blame the connection when the server answered with an error of its own', () => {
    // A proxy's 500 (or a server of another kind): a body with a message and no PostgREST code.
    expect(describeWriteError({ message: 'boom' }, words)).toBe('Something went wrong. Try again.');
  });
});
