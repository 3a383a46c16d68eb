export { accessToken } from './accessToken.ts';
export { fakeCoinsSource } from './fakeCoinsSource.ts';
export { fakeToolHost } from './fakeToolHost.ts';
