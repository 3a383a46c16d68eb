export { type Devnet, type DevnetOptions, DEVNET_MNEMONIC, startDevnet } from './startDevnet.ts';
export { type DevnetDemo, DevnetDemoSchema } from './devnetDemo.ts';
export { friendtechPrice, friendtechQuote } from './friendtechPrice.ts';
export { DemoTokenAbi, FriendtechSharesV1Abi } from '../artifacts/contracts.ts';
