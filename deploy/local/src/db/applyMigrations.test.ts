import { describe, expect, it } from '@rstest/core';
import { parseMigrationName } from './applyMigrations.ts';

describe('parseMigrationName', () => {
  it('splits the CLI naming scheme and rejects anything else', () => {
    expect(parseMigrationName('20240101000000_tracked_coins.sql')).toEqual({ version: '20240101000000', name: 'tracked_coins' });
    expect(() => parseMigrationName('tracked_coins.sql')).toThrow();
  });
});
