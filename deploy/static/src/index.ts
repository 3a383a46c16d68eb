export { startStaticServer, type StaticServer, type StaticServerOptions } from './server.ts';
export { assembleSite, publishRemote, readRemotesManifest, writeRemotesManifest, writeRuntimeConfig, TOOL_IDS, type ToolId } from './site.ts';
