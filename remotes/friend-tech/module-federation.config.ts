import { remoteFederationConfig } from '@coinwatch/shared/build';

export default remoteFederationConfig('friend-tech');
