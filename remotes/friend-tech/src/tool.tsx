import { CONTRACT_VERSION, type ToolMeta, type ToolProps } from '@coinwatch/shared';
import { Route, Routes } from '@coinwatch/shared/router';

export const toolMeta: ToolMeta = { id: 'friend-tech', title: 'Friend.tech', contractVersion: CONTRACT_VERSION };

/** The friend-tech tool: rendered by the shell at /tools/friend-tech/*; routes are relative to that. */
export default function Tool({ host }: ToolProps) {
  const base = host.chains.find((c) => c.id === 8453);
  return (
    <section className="friend-tech" data-testid="friend-tech-tool">
      <h1>{toolMeta.title}</h1>
      <Routes>
        <Route index element={<p>Keys, supply, prices and trades on {base?.name ?? 'Base'}.</p>} />
      </Routes>
    </section>
  );
}
