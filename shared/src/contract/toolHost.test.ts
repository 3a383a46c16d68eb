import { describe, expect, it } from '@rstest/core';
import { CONTRACT_VERSION } from './contractVersion.ts';
import { SUPPORTED_CONTRACT_VERSIONS, ToolMetaSchema } from './toolHost.ts';

describe('toolMeta', () => {
  it('accepts a tool of this contract', () => {
    expect(ToolMetaSchema.safeParse({ id: 'txns', title: 'Transactions', contractVersion: CONTRACT_VERSION }).success).toBe(true);
    expect(SUPPORTED_CONTRACT_VERSIONS).toContain(CONTRACT_VERSION);
  });
  it.each([
    { id: 'Txns', title: 'T', contractVersion: 1 },
    { id: 'txns', title: '', contractVersion: 1 },
    { id: 'txns', title: 'T', contractVersion: 1.5 },
    { id: 'txns', title: 'T' },
    null,
  ])('rejects %j', (meta) => {
    expect(ToolMetaSchema.safeParse(meta).success).toBe(false);
  });
});
