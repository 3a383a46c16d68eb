export { DemoTokenAbi, FriendtechSharesV1Abi } from '../artifacts/contracts.ts';
export { type DevnetDemo, DevnetDemoSchema } from './devnetDemo.ts';
export { friendtechPrice, friendtechQuote } from './friendtechPrice.ts';
export { DEVNET_MNEMONIC, type Devnet, type DevnetOptions, startDevnet } from './startDevnet.ts';
