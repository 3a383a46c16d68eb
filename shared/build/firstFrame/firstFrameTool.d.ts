// The tool a first-frame build renders (an alias to its './Tool' module, set by remoteConfig.ts).
declare module '@coinwatch/first-frame-tool' {
  import type { ComponentType } from 'react';
  import type { ToolProps } from '../../src/contract/toolHost.ts';

  const Tool: ComponentType<ToolProps>;
  export default Tool;
}
