// Runs the devnet alone: `pnpm --filter @coinwatch/devnet start [--port 8545] [--no-seed] [--traffic]`.
import { parseArgs } from 'node:util';
import { startDevnet } from './startDevnet.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8545' },
    'no-seed': { type: 'boolean', default: false },
    traffic: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}

const devnet = await startDevnet({
  port,
  seed: !values['no-seed'],
  traffic: values.traffic,
  log: (line) => console.log(line),
});
console.log(`devnet ready: ${devnet.rpcUrl} and ${devnet.wsUrl}, chain ${devnet.chainId}`);
console.log(JSON.stringify(devnet.demo, null, 2));
// Keep running until interrupted; the traffic timer is unref'd, so hold the loop open.
const keepAlive = setInterval(() => {}, 1 << 30);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(keepAlive);
    void devnet.stop().then(() => process.exit(0));
  });
}
