import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { ARTIFACTS_FILE, compileContracts, renderArtifacts } from './compileContracts.ts';

describe('artifacts/contracts.ts', () => {
  it('is what the Solidity sources compile to (run the build script after editing contracts/)', () => {
    expect(readFileSync(ARTIFACTS_FILE, 'utf8')).toBe(renderArtifacts(compileContracts()));
  });
});
