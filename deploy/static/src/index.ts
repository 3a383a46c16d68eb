export { type StaticServer, type StaticServerOptions, startStaticServer } from './server.ts';
export {
  assembleSite,
  publishRemote,
  readRemotesManifest,
  TOOL_IDS,
  type ToolId,
  writeRemotesManifest,
  writeRuntimeConfig,
} from './site.ts';
