import { type ChainConfig, messages } from '@coinwatch/shared';
import { useNavigate } from '@coinwatch/shared/router';
import { hexAddress } from '@coinwatch/shared/toolkit';
import { type FormEvent, useState } from 'react';

export type PasteTokenFormProps = { chains: readonly ChainConfig[] };

/** A token address and chain (and optionally one address), opened as /tools/txns/{token}[/{address}]?chain=id. */
export function PasteTokenForm({ chains }: PasteTokenFormProps) {
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  const [address, setAddress] = useState('');
  const [chainId, setChainId] = useState(String(chains[0]?.id ?? 1));
  const [errors, setErrors] = useState<{ token?: string; address?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const t = hexAddress(token);
    const a = address.trim() === '' ? '' : hexAddress(address);
    const next = { token: t ? undefined : messages.address, address: a === null ? messages.address : undefined };
    setErrors(next);
    if (!t || a === null) return;
    navigate(`${t}${a ? `/${a}` : ''}?chain=${chainId}`);
  };

  return (
    <form className="txns-paste" onSubmit={submit} noValidate>
      <label>
        Token address
        <input
          value={token}
          onChange={(e) => setToken(e.target.value)}
          placeholder="0x…"
          aria-invalid={Boolean(errors.token)}
          data-testid="txns-paste-token"
        />
        {errors.token && <span className="txns-field-error">{errors.token}</span>}
      </label>
      <label>
        Chain
        <select value={chainId} onChange={(e) => setChainId(e.target.value)} data-testid="txns-paste-chain">
          {chains.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.id})
            </option>
          ))}
        </select>
      </label>
      <label>
        Address (optional)
        <input
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          placeholder="0x… (all transfers if empty)"
          aria-invalid={Boolean(errors.address)}
          data-testid="txns-paste-address"
        />
        {errors.address && <span className="txns-field-error">{errors.address}</span>}
      </label>
      <div className="txns-paste-actions">
        <button type="submit" className="primary">
          Show transfers
        </button>
      </div>
    </form>
  );
}
