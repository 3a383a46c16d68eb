import { type ChainConfig, explorerLink, type TrackedAddress } from '@coinwatch/shared';
import { shortAddress } from '@coinwatch/shared/toolkit';
import { Link } from 'react-router-dom';
import { checksum } from '../coins/checksum.ts';
import { ProvenBadge } from '../proofs/ProvenBadge.tsx';
import { CopyButton } from './CopyButton.tsx';
import { Identicon } from './Identicon.tsx';

export type AddressRowProps = {
  address: TrackedAddress;
  ticker: string;
  chain: ChainConfig | undefined;
  /** Its edit form is open, above the list. */
  editing?: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** Enough of a description for a button's name to tell its row from the others. */
const NAME_CHARACTERS = 40;

/**
 * What the row's buttons call it: its description, or its address. A long description is cut
 * (each button would read all 200 characters again), with the short address to keep it apart.
 */
function rowName(description: string, shown: string): string {
  const characters = [...description];
  if (characters.length === 0) return shown;
  if (characters.length <= NAME_CHARACTERS) return description;
  return `${characters.slice(0, NAME_CHARACTERS).join('').trimEnd()}… (${shortAddress(shown)})`;
}

/** One address: swatch, identicon, description, checksummed address and its links. */
export function AddressRow({ address, ticker, chain, editing = false, onEdit, onDelete }: AddressRowProps) {
  const shown = checksum(address.address);
  const name = rowName(address.description, shown);
  const explorer = explorerLink(chain, 'address', shown);
  return (
    <div
      className={editing ? 'coins-address coins-address-editing' : 'coins-address'}
      data-testid="coins-address-row"
      data-address={shown}
      aria-current={editing || undefined}
    >
      <svg className="coins-swatch" viewBox="0 0 1 1" aria-label={`Colour ${address.color}`} role="img">
        <rect width={1} height={1} fill={address.color} />
      </svg>
      <Identicon address={shown} />
      <span className="coins-address-description" data-testid="coins-address-description">
        {/* Cut short when long: the whole of it in its tooltip, as with the address. */}
        <span className="coins-address-label" title={address.description || undefined}>
          {address.description || <span className="muted">No description</span>}
        </span>
        <ProvenBadge address={shown} />
      </span>
      {/* Cut in the middle when it does not fit: an address is told apart by its start and its end. */}
      <code className="coins-address-value mono" data-testid="coins-address-value" title={shown}>
        <span className="coins-address-head">{shown.slice(0, -8)}</span>
        {shown.slice(-8)}
      </code>
      <span className="coins-address-actions">
        <CopyButton value={shown} label={`Copy address ${shown}`} />
        {explorer && (
          <a
            href={explorer}
            target="_blank"
            rel="noreferrer"
            aria-label={`Explorer: ${name} (opens in a new tab)`}
            data-testid="coins-address-explorer"
          >
            Explorer
          </a>
        )}
        <Link
          to={`/tools/txns/${encodeURIComponent(ticker)}/${shown}`}
          aria-label={`Transactions of ${name}`}
          data-testid="coins-address-txns"
        >
          Transactions
        </Link>
        <button type="button" onClick={onEdit} aria-label={`Edit address ${name}`} data-testid="coins-address-edit">
          Edit
        </button>
        <button type="button" onClick={onDelete} aria-label={`Delete address ${name}`} data-testid="coins-address-delete">
          Delete
        </button>
      </span>
    </div>
  );
}
