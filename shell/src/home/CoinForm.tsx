import {
  type ChainConfig,
  COIN_NAME_MAX_LENGTH,
  type CoinInput,
  CoinInputSchema,
  inputMaxLength,
  TICKER_MAX_LENGTH,
} from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useId, useState } from 'react';
import { newCoinChainId } from '../coins/newCoinChainId.ts';
import { controlProps, Field } from '../forms/Field.tsx';
import { useCoinsForm } from './useCoinsForm.ts';

export const DUPLICATE_TICKER = 'You already track a coin with this ticker';

export type CoinFormProps = {
  chains: readonly ChainConfig[];
  /** The chain a new coin starts on (the local stack's devnet), else the first. */
  homeChainId?: number;
  initial?: CoinInput;
  submitLabel: string;
  /** Whether another coin already has this ticker: caught here before the database says so. */
  isTickerTaken: (ticker: string) => boolean;
  /**
   * Saves; resolves to null when saved, else the message to show. `opened`: the values the form
   * opened with (null when adding), so a save can send only what it changed.
   */
  onSubmit: (input: CoinInput, opened: CoinInput | null) => Promise<string | null>;
  onCancel: () => void;
};

type Key = keyof CoinInput;

/** Add or edit a coin: ticker, name, contract address and chain, checked with the shared schema. */
export function CoinForm({ chains, homeChainId, initial, submitLabel, isTickerTaken, onSubmit, onCancel }: CoinFormProps) {
  const uid = useId();
  const [start] = useState(() => ({
    coinTicker: initial?.coinTicker ?? '',
    coinName: initial?.coinName ?? '',
    coinAddress: initial?.coinAddress ?? '',
    chainId: String(initial?.chainId ?? newCoinChainId(chains, homeChainId)),
  }));
  const [values, setValues] = useState(start);
  // What the edited row held when the form opened, read as a save reads it (typed), its texts as
  // stored: one saved before the database trimmed them or kept tickers in NFKC ('Ether ', ＥＴＨ)
  // is rewritten with the form's values by any edit. Sent unchanged, it would refuse every save, as
  // Postgres checks the whole row on an update.
  const [opened] = useState(() => {
    const parsed = initial ? CoinInputSchema.safeParse(start).data : undefined;
    return parsed ? { ...parsed, coinTicker: start.coinTicker, coinName: start.coinName } : null;
  });
  const set = (key: Key) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const id = (key: Key) => `${uid}-${key}`;
  const {
    errors,
    busy,
    onSubmit: submit,
    fieldError,
    ref,
  } = useCoinsForm({
    schema: CoinInputSchema,
    start,
    values,
    duplicate: { field: 'coinTicker', message: DUPLICATE_TICKER },
    isDuplicate: (input) => isTickerTaken(input.coinTicker),
    save: (input) => onSubmit(input, opened),
    onCancel,
  });

  return (
    <form ref={ref} className="coins-form" onSubmit={submit} noValidate data-testid="coins-coin-form">
      <Field id={id('coinTicker')} label="Ticker" error={fieldError('coinTicker')}>
        <input
          {...controlProps(id('coinTicker'), fieldError('coinTicker'))}
          name="coinTicker"
          value={values.coinTicker}
          onChange={set('coinTicker')}
          maxLength={inputMaxLength(TICKER_MAX_LENGTH)}
          autoComplete="off"
        />
      </Field>
      <Field id={id('coinName')} label="Name" error={fieldError('coinName')}>
        <input
          {...controlProps(id('coinName'), fieldError('coinName'))}
          name="coinName"
          value={values.coinName}
          onChange={set('coinName')}
          maxLength={inputMaxLength(COIN_NAME_MAX_LENGTH)}
          autoComplete="off"
        />
      </Field>
      <Field id={id('coinAddress')} label="Contract address" error={fieldError('coinAddress')} address>
        <input
          {...controlProps(id('coinAddress'), fieldError('coinAddress'))}
          name="coinAddress"
          className="mono"
          value={values.coinAddress}
          onChange={set('coinAddress')}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field id={id('chainId')} label="Chain" error={fieldError('chainId')}>
        <select {...controlProps(id('chainId'), fieldError('chainId'))} name="chainId" value={values.chainId} onChange={set('chainId')}>
          {chains.map((chain) => (
            <option key={chain.id} value={chain.id}>
              {chain.name}
            </option>
          ))}
          {/* A coin stored on a chain this app does not list (written through the API): kept as it is,
              not moved to the first chain listed by an edit of its name. */}
          {initial && !chains.some((chain) => chain.id === initial.chainId) && (
            <option value={initial.chainId}>Chain {initial.chainId} (not set up here)</option>
          )}
        </select>
      </Field>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="coins-form-actions">
        <PendingButton type="submit" pending={busy}>
          {submitLabel}
        </PendingButton>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
