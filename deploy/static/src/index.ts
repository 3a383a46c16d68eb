export { type StaticServer, type StaticServerOptions, startStaticServer } from './server.ts';
export {
  assembleSite,
  publishRemote,
  readRemotesManifest,
  writeRemotesManifest,
  writeRuntimeConfig,
} from './site.ts';
export { spawnStaticServer } from './spawnServer.ts';
