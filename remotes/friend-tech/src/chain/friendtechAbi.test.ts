import { FriendtechSharesV1Abi } from '@coinwatch/devnet';
import { expect, it } from '@rstest/core';
import { friendtechAbi } from './friendtechAbi.ts';

const types = (params: readonly { type: string }[] = []) => params.map((p) => p.type);

it('reads only what the devnet’s FriendtechSharesV1 offers, with the same types', () => {
  for (const item of friendtechAbi) {
    const match = FriendtechSharesV1Abi.find((a) => a.type === item.type && 'name' in a && a.name === item.name);
    expect(match, `${item.type} ${item.name}`).toBeDefined();
    expect(types(match && 'inputs' in match ? match.inputs : [])).toEqual(types(item.inputs));
    if (item.type === 'function') expect(types(match && 'outputs' in match ? match.outputs : [])).toEqual(types(item.outputs));
  }
});
