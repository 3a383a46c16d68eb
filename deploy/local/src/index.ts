export { DataDirInUseError, lockDataDir } from './db/lockDataDir.ts';
export type { LocalStackOptions } from './localStackOptions.ts';
export { type LocalStack, startLocalStack } from './startLocalStack.ts';
