export { fakeCoinsSource } from './fakeCoinsSource.ts';
export { fakeToolHost } from './fakeToolHost.ts';
