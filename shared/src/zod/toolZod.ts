/**
 * The part of zod/mini the tools validate with, shared from the host like './router': a tool
 * checks its network and storage input without shipping a zod of its own. Named exports only, so
 * the host carries just these (a shared module cannot be tree-shaken; all of zod/mini is ~80 KB
 * gzip). A tool imports it as a namespace: `import * as z from '@coinwatch/shared/zod'`. Adding a
 * name here is a change of the host↔tool contract: a tool needs a shell that offers it.
 */

export type { infer, ZodMiniType } from 'zod/mini';
export {
  array,
  bigint,
  boolean,
  custom,
  nullable,
  number,
  object,
  optional,
  regex,
  string,
  unknown,
} from 'zod/mini';
