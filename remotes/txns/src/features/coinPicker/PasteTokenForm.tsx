import { addressProblem, type ChainConfig } from '@coinwatch/shared';
import { useNavigate } from '@coinwatch/shared/router';
import { focusAnew, hexAddress } from '@coinwatch/shared/toolkit';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';

/** `homeChainId`: the chain the form starts on (the local stack's devnet, where its demo tokens are). */
export type PasteTokenFormProps = { chains: readonly ChainConfig[]; homeChainId?: number };

/** A token address and chain (and optionally one address), opened as /tools/txns/{token}[/{address}]?chain=id. */
export function PasteTokenForm({ chains, homeChainId }: PasteTokenFormProps) {
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  const [address, setAddress] = useState('');
  const [chainId, setChainId] = useState(String(homeChainId ?? chains[0]?.id ?? 1));
  const [errors, setErrors] = useState<{ token?: string; address?: string }>({});
  const id = useId();
  const tokenInput = useRef<HTMLInputElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);

  // The first field to mend, an object per submit: the keyboard goes there once its message shows,
  // so the two are read out together, and again on the next refused submit.
  const [mend, setMend] = useState<{ field: RefObject<HTMLInputElement | null> } | null>(null);
  useEffect(() => {
    if (mend?.field.current) focusAnew(mend.field.current);
  }, [mend]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The checksum too: a mistyped mixed-case address would open, in lower case, somebody else's.
    const tokenError = addressProblem(token) ?? undefined;
    const addressError = address.trim() === '' ? undefined : (addressProblem(address) ?? undefined);
    setErrors({ token: tokenError, address: addressError });
    if (tokenError) return setMend({ field: tokenInput });
    if (addressError) return setMend({ field: addressInput });
    const a = address.trim() === '' ? '' : `/${hexAddress(address)}`;
    navigate(`${hexAddress(token)}${a}?chain=${chainId}`);
  };

  return (
    <form className="txns-paste" onSubmit={submit} noValidate>
      <div className="txns-paste-field">
        <label htmlFor={`${id}-token`}>Token address</label>
        <input
          id={`${id}-token`}
          ref={tokenInput}
          value={token}
          onChange={(e) => setToken(e.target.value)}
          placeholder="0x…"
          aria-invalid={Boolean(errors.token)}
          aria-describedby={errors.token ? `${id}-token-error` : undefined}
          data-testid="txns-paste-token"
        />
        {errors.token && (
          <span id={`${id}-token-error`} className="txns-field-error">
            {errors.token}
          </span>
        )}
      </div>
      <div className="txns-paste-field">
        <label htmlFor={`${id}-chain`}>Chain</label>
        <select id={`${id}-chain`} value={chainId} onChange={(e) => setChainId(e.target.value)} data-testid="txns-paste-chain">
          {chains.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.id})
            </option>
          ))}
        </select>
      </div>
      <div className="txns-paste-field">
        <label htmlFor={`${id}-address`}>Address (optional)</label>
        <input
          id={`${id}-address`}
          ref={addressInput}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder="0x… (all transfers if empty)"
          aria-invalid={Boolean(errors.address)}
          aria-describedby={errors.address ? `${id}-address-error` : undefined}
          data-testid="txns-paste-address"
        />
        {errors.address && (
          <span id={`${id}-address-error`} className="txns-field-error">
            {errors.address}
          </span>
        )}
      </div>
      <div className="txns-paste-actions">
        <button type="submit" className="primary">
          Show transfers
        </button>
      </div>
    </form>
  );
}
