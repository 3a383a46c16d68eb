// The demo data's schema is shared with the app's runtime config.
export { type DevnetDemo, DevnetDemoSchema } from '@coinwatch/shared';
export { DemoTokenAbi, FriendtechSharesV1Abi, OwnedWalletAbi, OwnedWalletBytecode } from '../artifacts/contracts.ts';
export { devnetKeys } from './devnetAccounts.ts';
export { findFreePort, isListenedOn, isPortFree } from './freePort.ts';
export { FRIENDTECH_PROTOCOL_FEE_PERCENT, friendtechPrice, friendtechQuote } from './friendtechPrice.ts';
export { DEVNET_MNEMONIC, type Devnet, type DevnetOptions, devnetRpcUrl, startDevnet } from './startDevnet.ts';
