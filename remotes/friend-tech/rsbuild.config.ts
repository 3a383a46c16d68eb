import { remoteRsbuildConfig } from '@coinwatch/shared/build';
import mfConfig from './module-federation.config.ts';
import { PAGES } from './src/pages.ts';

export default remoteRsbuildConfig('friend-tech', mfConfig, PAGES);
