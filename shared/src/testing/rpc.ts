// Test doubles of a chain's node at the boundary that cannot run here (a public node), speaking
// the real wire format: node:http, so not in ./testing, which page-like tests import too.
export { answerAggregate3 } from './fakeMulticall3.ts';
export { type Outage, serveOverHttp } from './serveOverHttp.ts';
