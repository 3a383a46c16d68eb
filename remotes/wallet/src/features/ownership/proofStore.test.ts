import { checkConstraintsOf } from '@coinwatch/shared/testing/migrations';
import { describe, expect, it } from '@rstest/core';
import { proofErrorMessage } from './proofStore.ts';

describe('proofErrorMessage', () => {
  it('says why the server refused a proof, for every check the migrations give address_proofs', () => {
    const names = checkConstraintsOf('address_proofs');
    expect(names).toContain('address_proofs_signature_check');
    for (const name of names) {
      const message = proofErrorMessage({
        code: '23514',
        message: `new row for relation "address_proofs" violates check constraint "${name}"`,
      });
      expect(message, name).not.toMatch(/refused by the server|_check/);
    }
    expect(
      proofErrorMessage({
        code: '23514',
        message: 'new row for relation "address_proofs" violates check constraint "address_proofs_signature_check"',
      }),
    ).toBe('The server stores signatures of 65 bytes or more; this wallet signed a shorter one.');
  });

  it('never shows the database’s text for an ended session or a lost connection', () => {
    expect(proofErrorMessage({ code: 'PGRST301', message: 'JWT expired' })).toBe(
      'Your session has ended. Sign in again, then try once more.',
    );
    expect(proofErrorMessage({ code: '', message: 'TypeError: Failed to fetch' })).toMatch(/^Could not reach the server/);
  });
});
