import type { TrackedAddress } from '@coinwatch/shared';
import { Link } from '@coinwatch/shared/router';
import { cssVars } from '@coinwatch/shared/toolkit';

export type AddressCellProps = {
  address: string;
  tracked: TrackedAddress | undefined;
  /** The address page of this address within the current coin. */
  to: string;
  explorer: string | null;
};

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

/** An address, with its tracked description and colour when it is one of the coin's. */
export function AddressCell({ address, tracked, to, explorer }: AddressCellProps) {
  return (
    <span className="txns-address" title={address}>
      {tracked && <span className="txns-swatch" ref={cssVars({ '--swatch': tracked.color })} aria-hidden="true" />}
      <Link to={to} className="txns-address-link">
        {tracked?.description ? <span className="txns-address-label">{tracked.description}</span> : null}
        <code>{short(address)}</code>
      </Link>
      {explorer && (
        <a href={explorer} target="_blank" rel="noreferrer" className="txns-explorer" aria-label={`${address} on the explorer`}>
          ↗
        </a>
      )}
    </span>
  );
}
