import { z } from 'zod';

const RpcResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: z.number(), result: z.unknown() }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: z.number().nullable(),
    error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }),
  }),
]);

export const HexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/) as z.ZodType<`0x${string}`>;
export const AddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as z.ZodType<`0x${string}`>;
export const QuantitySchema = HexSchema.transform((v) => BigInt(v));

export class RpcError extends Error {
  override name = 'RpcError';
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method} failed (${code}): ${message}`);
  }
}

export type RpcClient = <T>(method: string, params: unknown[], schema: z.ZodType<T>) => Promise<T>;

/**
 * A minimal JSON-RPC client for the devnet's own calls (seeding, traffic). viem's clients would add
 * a fee estimate and a nonce lookup per transaction; the seed sends thousands, with nonces and fees
 * it already knows. Every result is parsed with the caller's schema before use.
 */
export function createRpcClient(url: string): RpcClient {
  let nextId = 1;
  return async (method, params, schema) => {
    const id = nextId++;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    });
    if (!response.ok) throw new RpcError(method, response.status, `HTTP ${response.status} from ${url}`);
    const body = RpcResponseSchema.parse(await response.json());
    if ('error' in body) throw new RpcError(method, body.error.code, body.error.message);
    return schema.parse(body.result);
  };
}
