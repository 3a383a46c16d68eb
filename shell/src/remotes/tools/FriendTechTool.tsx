import { ToolRoute } from '../ToolRoute.tsx';

export default function FriendTechTool() {
  return <ToolRoute id="friend-tech" title="Friend.tech" />;
}
