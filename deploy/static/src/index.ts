export { assembleSite } from './assembleSite.ts';
export {
  type ReleaseResult,
  type ReleaseStatus,
  type RollbackResult,
  releaseHoldingLock,
  releaseRemote,
  releaseStatus,
  rollbackRemote,
} from './release.ts';
export { withReleaseLock } from './releaseLock.ts';
export { type StaticServer, type StaticServerOptions, startStaticServer } from './server.ts';
export { publishRemote, readRemotesManifest, writeRemotesManifest, writeRuntimeConfig } from './site.ts';
export { spawnStaticServer } from './spawnServer.ts';
