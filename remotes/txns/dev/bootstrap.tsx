import { mountDevHost } from '@coinwatch/shared/devhost';
import Tool, { toolMeta } from '../src/tool.tsx';

mountDevHost({ Tool, toolMeta });
