import { decodeFunctionData, encodeFunctionResult, multicall3Abi } from 'viem';

/**
 * Multicall3's answer to aggregate3 call data, each inner call answered by `answer` (which throws
 * for a call the fake does not know), as a node would return it from eth_call.
 */
export function answerAggregate3(data: `0x${string}`, answer: (target: string, callData: `0x${string}`) => `0x${string}`): `0x${string}` {
  const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data });
  if (functionName !== 'aggregate3') throw new Error(`fake Multicall3 has no ${functionName}`);
  const [calls] = args;
  return encodeFunctionResult({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    result: calls.map((call) => ({ success: true, returnData: answer(call.target, call.callData) })),
  });
}
