import { remoteRsbuildConfig } from '@coinwatch/shared/build';
import mfConfig from './module-federation.config.ts';

export default remoteRsbuildConfig('friend-tech', mfConfig);
