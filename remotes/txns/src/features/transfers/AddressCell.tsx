import { type ChainConfig, explorerLink, type TrackedAddress } from '@coinwatch/shared';
import { Link } from '@coinwatch/shared/router';
import { cssVars, shortAddress } from '@coinwatch/shared/toolkit';
import { getAddress } from 'viem';

export type AddressCellProps = {
  address: string;
  /** The coin's tracked addresses by lowercase address: one of them shows its description and colour. */
  tracked: ReadonlyMap<string, TrackedAddress>;
  chain: ChainConfig;
  /** The address page of an address within the current coin. */
  addressPath(address: string): string;
};

/** An address linking to its page (and the explorer), with its tracked description and colour. */
export function AddressCell({ address: anyCase, tracked: trackedAddresses, chain, addressPath }: AddressCellProps) {
  const tracked = trackedAddresses.get(anyCase.toLowerCase());
  // Transfers keep addresses lowercase; the checksum is made here, for the rows on screen.
  const address = getAddress(anyCase);
  const explorer = explorerLink(chain, 'address', address);
  return (
    <span className="txns-address" title={address}>
      {tracked && <span className="txns-swatch" ref={cssVars({ '--swatch': tracked.color })} title="Tracked address" aria-hidden="true" />}
      <Link to={addressPath(address)} className="txns-address-link">
        {tracked?.description ? (
          // With the address too: in a transfer's row the label is shown without it (tool.css).
          <span className="txns-address-label" title={`${tracked.description}\n${address}`}>
            {tracked.description}
          </span>
        ) : tracked ? (
          // No description: the swatch alone marks it as tracked, which a screen reader cannot see.
          <span className="txns-visually-hidden">Tracked address </span>
        ) : null}
        <code>{shortAddress(address)}</code>
      </Link>
      {explorer && (
        <a href={explorer} target="_blank" rel="noreferrer" className="txns-explorer" aria-label={`${address} on the explorer`}>
          ↗
        </a>
      )}
    </span>
  );
}
