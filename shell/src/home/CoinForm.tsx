import { type ChainConfig, type CoinInput, CoinInputSchema, COIN_NAME_MAX_LENGTH, TICKER_MAX_LENGTH } from '@coinwatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { controlProps, Field } from '../forms/Field.tsx';
import { parseForm } from '../forms/formErrors.ts';

export const DUPLICATE_TICKER = 'You already track a coin with this ticker';

export type CoinFormProps = {
  chains: readonly ChainConfig[];
  initial?: CoinInput;
  submitLabel: string;
  /** Whether another coin already has this ticker: caught here before the database says so. */
  isTickerTaken: (ticker: string) => boolean;
  /** Saves; resolves to null when saved, else the message to show. */
  onSubmit: (input: CoinInput) => Promise<string | null>;
  onCancel: () => void;
};

type Key = keyof CoinInput;

/** Add or edit a coin: ticker, name, contract address and chain, checked with the shared schema. */
export function CoinForm({ chains, initial, submitLabel, isTickerTaken, onSubmit, onCancel }: CoinFormProps) {
  const uid = useId();
  const [values, setValues] = useState({
    coinTicker: initial?.coinTicker ?? '',
    coinName: initial?.coinName ?? '',
    coinAddress: initial?.coinAddress ?? '',
    chainId: String(initial?.chainId ?? chains[0]?.id ?? 1),
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: Key) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const id = (key: Key) => `${uid}-${key}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError('');
    const checked = parseForm(CoinInputSchema, values);
    if (checked.errors) return setErrors(checked.errors);
    if (isTickerTaken(checked.data.coinTicker)) return setErrors({ coinTicker: DUPLICATE_TICKER });
    setErrors({});
    setBusy(true);
    const message = await onSubmit(checked.data);
    setBusy(false);
    if (message === DUPLICATE_TICKER) setErrors({ coinTicker: message });
    else if (message) setFormError(message);
  }

  return (
    <form className="coins-form" onSubmit={submit} noValidate data-testid="coins-coin-form">
      <Field id={id('coinTicker')} label="Ticker" error={errors.coinTicker}>
        <input {...controlProps(id('coinTicker'), errors.coinTicker)} name="coinTicker" value={values.coinTicker} onChange={set('coinTicker')} maxLength={TICKER_MAX_LENGTH + 8} autoComplete="off" />
      </Field>
      <Field id={id('coinName')} label="Name" error={errors.coinName}>
        <input {...controlProps(id('coinName'), errors.coinName)} name="coinName" value={values.coinName} onChange={set('coinName')} maxLength={COIN_NAME_MAX_LENGTH + 8} autoComplete="off" />
      </Field>
      <Field id={id('coinAddress')} label="Contract address" error={errors.coinAddress}>
        <input {...controlProps(id('coinAddress'), errors.coinAddress)} name="coinAddress" className="mono" value={values.coinAddress} onChange={set('coinAddress')} autoComplete="off" spellCheck={false} />
      </Field>
      <Field id={id('chainId')} label="Chain" error={errors.chainId}>
        <select {...controlProps(id('chainId'), errors.chainId)} name="chainId" value={values.chainId} onChange={set('chainId')}>
          {chains.map((chain) => (
            <option key={chain.id} value={chain.id}>
              {chain.name}
            </option>
          ))}
        </select>
      </Field>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="coins-form-actions">
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
