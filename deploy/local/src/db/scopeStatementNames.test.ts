import { describe, expect, it } from '@rstest/core';
import { scopeStatementNames } from './scopeStatementNames.ts';

const message = (type: string, payload: string) => {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + Buffer.byteLength(payload, 'latin1'), 1);
  return Buffer.concat([head, Buffer.from(payload, 'latin1')]);
};
const scoped = (type: string, payload: string) => scopeStatementNames(message(type, payload), 'c7_');

describe('scopeStatementNames', () => {
  it('prefixes a named Parse and fixes the length', () => {
    const out = scoped('P', 'q1\0select $1\0\0\x01\0\0\0\x17');
    expect(out.statement).toBe('c7_q1');
    expect(out.bytes).toEqual(message('P', 'c7_q1\0select $1\0\0\x01\0\0\0\x17'));
  });

  it('prefixes the statement a Bind names, not its portal', () => {
    const out = scoped('B', 'portal\0q1\0\0\0\0\0\0\0');
    expect(out.statement).toBe('c7_q1');
    expect(out.bytes).toEqual(message('B', 'portal\0c7_q1\0\0\0\0\0\0\0'));
  });

  it('prefixes Describe and Close of a statement, and leaves those of a portal alone', () => {
    expect(scoped('D', 'Sq1\0').bytes).toEqual(message('D', 'Sc7_q1\0'));
    expect(scoped('C', 'Sq1\0').statement).toBe('c7_q1');
    expect(scoped('D', 'Pq1\0')).toEqual({ bytes: message('D', 'Pq1\0'), statement: null });
    expect(scoped('C', 'Pq1\0').statement).toBeNull();
  });

  it('leaves the unnamed statement and every other message as they are', () => {
    expect(scoped('P', '\0select 1\0\0\0')).toEqual({ bytes: message('P', '\0select 1\0\0\0'), statement: null });
    expect(scoped('B', '\0\0\0\0\0\0\0\0').statement).toBeNull();
    expect(scoped('Q', 'select 1\0').statement).toBeNull();
    expect(scoped('E', '\0\0\0\0\0').statement).toBeNull();
  });

  it('keeps names that are not UTF-8 byte for byte', () => {
    const out = scoped('P', 'n\xe9\0select 1\0\0\0');
    expect(out.bytes).toEqual(message('P', 'c7_n\xe9\0select 1\0\0\0'));
  });
});
