import { afterEach, expect, it } from '@rstest/core';
import { resolveOptions } from './localStackOptions.ts';

const before = process.env.DATABASE_URL;
afterEach(() => {
  if (before === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = before;
});

it('never takes a DATABASE_URL set for another database: the stack stays on its own PGlite unless given one', () => {
  process.env.DATABASE_URL = 'postgres://someone@prod.example.com/app';
  expect(resolveOptions({ dataDir: '/tmp/x' }).databaseUrl).toBeUndefined();
  expect(resolveOptions({ dataDir: '/tmp/x', databaseUrl: 'postgres://localhost/coinwatch' }).databaseUrl).toBe(
    'postgres://localhost/coinwatch',
  );
});
