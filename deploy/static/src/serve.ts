// Serves a site folder in a process of its own, so a busy neighbour (the local stack's database
// and auth server run in the orchestrator's process) never holds a page's files back:
//   node --import tsx serve.ts --site DIR --port N [--connect URL]...
// Prints one JSON line, {"url": …}, once listening. Ends when its stdin closes (the parent is gone,
// however it ended) or on SIGTERM.
import { parseArgs } from 'node:util';
import { startStaticServer } from './server.ts';

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    port: { type: 'string', default: '0' },
    connect: { type: 'string', multiple: true, default: [] },
  },
});
const port = Number(values.port);
if (!values.site || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('usage: serve.ts --site DIR --port N [--connect URL]...');
  process.exit(2);
}
const server = await startStaticServer({ siteDir: values.site, port, connectSources: values.connect });
console.log(JSON.stringify({ url: server.url }));
// stdin's 'end' and 'close' and a SIGTERM may all come: the first one stops the server.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void server.stop().then(() => process.exit(0));
};
process.stdin.on('end', stop).on('close', stop).resume();
process.once('SIGTERM', stop);
