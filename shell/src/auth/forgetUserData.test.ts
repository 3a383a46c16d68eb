import { describe, expect, it } from '@rstest/core';
import { forgetUserData } from './forgetUserData.ts';

describe('forgetUserData', () => {
  it('removes every key a tool keeps for the user, and nothing else of the site', async () => {
    localStorage.clear();
    localStorage.setItem('coinwatch:user:wallet', '{"rdns":"io.metamask"}');
    localStorage.setItem('coinwatch:user:other', '1');
    localStorage.setItem('coinwatch:settings', '{"isDarkMode":false}');
    localStorage.setItem('coinwatch:friend-tech', '{"chainId":8453}');
    const noDatabases = { databases: async () => [], deleteDatabase: () => {} } as unknown as IDBFactory;
    await forgetUserData(noDatabases);
    expect(Object.keys(localStorage).sort()).toEqual(['coinwatch:friend-tech', 'coinwatch:settings']);
  });

  it('deletes the tools’ databases by their prefix', async () => {
    const deleted: string[] = [];
    const factory = {
      databases: async () => [{ name: 'coinwatch-txns' }, { name: 'another-app' }],
      deleteDatabase: (name: string) => void deleted.push(name),
    } as unknown as IDBFactory;
    await forgetUserData(factory, null);
    expect(deleted).toEqual(['coinwatch-txns']);
  });
});
