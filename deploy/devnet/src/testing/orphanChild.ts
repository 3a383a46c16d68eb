// Test fixture: starts an unseeded devnet, says so, then waits to be killed (startDevnet.test.ts).
import { startDevnet } from '../startDevnet.ts';

await startDevnet({ port: Number(process.argv[2]), seed: false });
console.log('ready');
setInterval(() => {}, 1 << 30);
