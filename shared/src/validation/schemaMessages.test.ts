import { beforeAll, describe, expect, it } from '@rstest/core';
import { z } from 'zod';
import * as mini from 'zod/mini';
import { TickerSchema } from '../schemas/trackedCoin.ts';
import { messages } from './messages.ts';
import { applySchemaMessages } from './schemaMessages.ts';

const messageOf = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('generic schema messages', () => {
  beforeAll(() => applySchemaMessages());

  it('says Required for a missing value and Invalid input for a wrong one', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Required');
    expect(messageOf(z.number(), 'seven')).toBe('Invalid input');
    expect(messageOf(z.coerce.number().int().positive(), 'base')).toBe('Invalid input');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Invalid input');
    expect(messageOf(z.email(), 'not an email')).toBe('Invalid input');
  });

  it('words too small and too big for strings, numbers and arrays', () => {
    expect(messageOf(z.string().min(3), 'ab')).toBe('String must contain at least 3 character(s)');
    expect(messageOf(z.string().max(2), 'abc')).toBe('String must contain at most 2 character(s)');
    expect(messageOf(z.string().length(4), 'abc')).toBe('String must contain exactly 4 character(s)');
    expect(messageOf(z.number().positive(), 0)).toBe('Number must be greater than 0');
    expect(messageOf(z.number().min(1), 0)).toBe('Number must be greater than or equal to 1');
    expect(messageOf(z.int().lte(5), 6)).toBe('Number must be less than or equal to 5');
    expect(messageOf(z.number().lt(5), 5)).toBe('Number must be less than 5');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Array must contain at least 1 element(s)');
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Array must contain at most 1 element(s)');
  });

  it('speaks for zod/mini too, the part the tools validate with', () => {
    expect(messageOf(mini.object({ name: mini.string() }), {})).toBe('Required');
    expect(messageOf(mini.string().check(mini.minLength(2)), 'a')).toBe('String must contain at least 2 character(s)');
  });

  it('never replaces a schema’s own message', () => {
    expect(messageOf(TickerSchema, '')).toBe(messages.required);
    expect(messageOf(TickerSchema, 'X'.repeat(50))).toMatch(/^The maximum length allowed is \d+$/);
  });
});
