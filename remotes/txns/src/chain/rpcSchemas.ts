import * as z from '@coinwatch/shared/zod';

/** The JSON-RPC value formats, as patterns: the schemas below and the bulk log check share them. */
export const HEX_PATTERN = /^0x[0-9a-fA-F]*$/;
export const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;
export const QUANTITY_PATTERN = /^0x[0-9a-fA-F]+$/;
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
/**
 * A block time in Unix seconds that a Date can hold: at most 10 hex digits (up to the year 36812;
 * Date ends in 275760). A later one comes only from a broken or hostile node, and would throw when
 * the row's time or the CSV is formatted.
 */
export const BLOCK_TIME_PATTERN = /^0x[0-9a-fA-F]{1,10}$/;

/** JSON-RPC value shapes, checked before anything reads an answer. */
export const Hex = z.string().check(z.regex(HEX_PATTERN));
export const Hash = z.string().check(z.regex(HASH_PATTERN));
export const Quantity = z.string().check(z.regex(QUANTITY_PATTERN));
export const Address = z.string().check(z.regex(ADDRESS_PATTERN));
export const BlockTime = z.string().check(z.regex(BLOCK_TIME_PATTERN));

/** The part of a block (eth_getBlockByNumber, or a newHeads notification) the tool reads. */
export const RpcBlockSchema = z.object({ number: Quantity, hash: Hash, timestamp: BlockTime });
export type RpcBlock = z.infer<typeof RpcBlockSchema>;
