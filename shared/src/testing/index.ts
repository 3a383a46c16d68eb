export { fakeCoinsSource } from './fakeCoinsSource.ts';
