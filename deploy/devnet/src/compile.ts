// `build` script: compiles contracts/*.sol and writes artifacts/contracts.ts.
import { writeFileSync } from 'node:fs';
import { ARTIFACTS_FILE, compileContracts, renderArtifacts } from './compileContracts.ts';

const started = Date.now();
const contracts = compileContracts();
writeFileSync(ARTIFACTS_FILE, renderArtifacts(contracts));
console.log(`compiled ${Object.keys(contracts).join(', ')} in ${Date.now() - started} ms → ${ARTIFACTS_FILE}`);
