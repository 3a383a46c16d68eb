import { useIsDarkMode } from '../theme/useIsDarkMode.ts';
import { identicon } from './identicon.ts';

/** The address's identicon as an SVG: no dependency, same picture for the same address. */
export function Identicon({ address, size = 20 }: { address: string; size?: number }) {
  const { color, cells } = identicon(address, useIsDarkMode());
  return (
    <svg className="coins-identicon" width={size} height={size} viewBox="0 0 5 5" aria-hidden="true" data-testid="coins-identicon">
      {cells.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill={color} />
      ))}
    </svg>
  );
}
