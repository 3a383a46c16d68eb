import { z } from 'zod/mini';

/** JSON-RPC value shapes, checked before anything reads an answer. */
export const Hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
export const Hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
export const Quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));

/** The part of a block (eth_getBlockByNumber, or a newHeads notification) the tool reads. */
export const RpcBlockSchema = z.object({ number: Quantity, hash: Hash, timestamp: Quantity });
