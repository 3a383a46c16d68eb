import { cssVars, shortAddress } from '@coinwatch/shared/toolkit';
import type { TrackedLabel } from './trackedAddresses.ts';

/** An address, with its tracked colour and description when the user tracks it. */
export function AddressLabel({ address, tracked }: { address: string; tracked: TrackedLabel | undefined }) {
  return (
    <span className="ft-address" title={address}>
      {tracked && <span className="ft-swatch" ref={cssVars({ '--swatch': tracked.color })} aria-hidden="true" />}
      {tracked?.description ? (
        <span className="ft-address-label" title={tracked.description}>
          {tracked.description}
        </span>
      ) : tracked ? (
        // No description: the swatch alone marks it as tracked, which a screen reader cannot see.
        <span className="ft-visually-hidden">Tracked address </span>
      ) : null}
      <code>{shortAddress(address)}</code>
    </span>
  );
}
