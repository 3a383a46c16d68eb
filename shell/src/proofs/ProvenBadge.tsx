import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { authState } from '../auth/authState.ts';
import { provenKey, provenState } from './provenAddresses.ts';

/** "Proven" beside an address the user proved they control, linking to the proofs in the wallet tool. */
export function ProvenBadge({ address }: { address: string }) {
  const { owner, byAddress } = useSnapshot(provenState);
  const { user } = useSnapshot(authState);
  const signedAt = owner !== null && owner === user?.id ? byAddress.get(provenKey(address)) : undefined;
  if (signedAt === undefined) return null;
  const when = new Date(signedAt);
  const title = `You proved you control this address by signature${Number.isNaN(when.getTime()) ? '' : ` on ${when.toLocaleDateString()}`}`;
  return (
    <Link to="/tools/wallet" className="coins-proven" title={title} data-testid="coins-address-proven">
      ✓ Proven
    </Link>
  );
}
