import { describe, expect, it } from '@rstest/core';
import { splitWireMessages } from './splitWireMessages.ts';

const startup = () => {
  const body = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, body]);
};
const message = (type: string, payload: string) => {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + Buffer.byteLength(payload), 1);
  return Buffer.concat([head, Buffer.from(payload)]);
};

describe('splitWireMessages', () => {
  it('answers SSL requests, then reads the startup packet and typed messages', () => {
    const ssl = Buffer.alloc(8);
    ssl.writeInt32BE(8, 0);
    ssl.writeInt32BE(80877103, 4);
    const out = splitWireMessages(Buffer.concat([ssl, startup(), message('Q', 'select 1\0')]), false);
    expect(out.messages.map((m) => (m.kind === 'regular' ? m.type : m.kind))).toEqual(['ssl', 'startup', 'Q']);
    expect(out.started).toBe(true);
    expect(out.rest.length).toBe(0);
  });

  it('keeps a partial message for the next chunk', () => {
    const whole = Buffer.concat([message('P', 'abc'), message('S', '')]);
    const first = splitWireMessages(whole.subarray(0, 6), true);
    expect(first.messages).toEqual([]);
    const second = splitWireMessages(Buffer.concat([first.rest, whole.subarray(6)]), true);
    expect(second.messages.map((m) => (m.kind === 'regular' ? m.type : m.kind))).toEqual(['P', 'S']);
  });

  // A length of 0 read the same bytes again for good: the stack's one process stopped answering.
  it('says a length no client sends is invalid, before the startup packet and after it', () => {
    const zero = Buffer.from([0, 0, 0, 0, 0x04, 0xd2, 0x16, 0x2f]);
    expect(splitWireMessages(zero, false)).toMatchObject({ messages: [], invalid: true });
    const negative = Buffer.from([0x51, 0xff, 0xff, 0xff, 0xff]);
    expect(splitWireMessages(Buffer.concat([message('P', 'abc'), negative]), true)).toMatchObject({ invalid: true });
    const tooShort = Buffer.from([0x51, 0, 0, 0, 3]);
    expect(splitWireMessages(tooShort, true).invalid).toBe(true);
    expect(splitWireMessages(message('S', ''), true).invalid).toBeUndefined();
  });
});
