import { type AddressInput, AddressInputSchema, DESCRIPTION_MAX_LENGTH, inputMaxLength } from '@coinwatch/shared';
import { PendingButton } from '@coinwatch/shared/toolkit';
import { useId, useState } from 'react';
import { controlProps, Field } from '../forms/Field.tsx';
import { useCoinsForm } from './useCoinsForm.ts';

export const DUPLICATE_ADDRESS = 'This address is already in this coin';
const DEFAULT_COLOR = '#2f5bd3';

/** The colour input only takes #rrggbb: widen #rgb for it, keep anything else as the last good one. */
function toPicker(color: string, fallback: string): string {
  const c = color.trim();
  if (/^#[0-9a-fA-F]{6}$/.test(c)) return c.toLowerCase();
  if (/^#[0-9a-fA-F]{3}$/.test(c)) return `#${[...c.slice(1)].map((d) => d + d).join('')}`.toLowerCase();
  return fallback;
}

export type AddressFormProps = {
  /** What the form is for ("Edit Cold wallet"): it opens above the list, away from the row. */
  title: string;
  initial?: AddressInput;
  submitLabel: string;
  isAddressTaken: (address: string) => boolean;
  /**
   * Saves; resolves to null when saved, else the message to show. `opened`: the values the form
   * opened with (null when adding), so a save can send only what it changed.
   */
  onSubmit: (input: AddressInput, opened: AddressInput | null) => Promise<string | null>;
  onCancel: () => void;
};

type Key = keyof AddressInput;

/** Add or edit an address: the address, a description and a colour (picked or typed as hex). */
export function AddressForm({ title, initial, submitLabel, isAddressTaken, onSubmit, onCancel }: AddressFormProps) {
  const uid = useId();
  const [start] = useState(() => ({
    address: initial?.address ?? '',
    description: initial?.description ?? '',
    color: initial?.color ?? DEFAULT_COLOR,
  }));
  const [values, setValues] = useState(start);
  // What the edited row held when the form opened, read as a save reads it, its description as
  // stored: one saved before the database trimmed descriptions is rewritten trimmed by any edit
  // (Postgres checks the whole row on an update, and would refuse a change of colour alone).
  const [opened] = useState(() => {
    const parsed = initial ? AddressInputSchema.safeParse(start).data : undefined;
    return parsed ? { ...parsed, description: start.description } : null;
  });
  const [picker, setPicker] = useState(toPicker(values.color, DEFAULT_COLOR));
  const id = (key: Key) => `${uid}-${key}`;
  const setColor = (color: string) => {
    setValues((v) => ({ ...v, color }));
    setPicker((p) => toPicker(color, p));
  };
  const {
    errors,
    busy,
    onSubmit: submit,
    fieldError,
    ref,
  } = useCoinsForm({
    schema: AddressInputSchema,
    start,
    values,
    duplicate: { field: 'address', message: DUPLICATE_ADDRESS },
    isDuplicate: (input) => isAddressTaken(input.address),
    save: (input) => onSubmit(input, opened),
    onCancel,
  });

  return (
    <form ref={ref} className="coins-form" onSubmit={submit} noValidate aria-labelledby={`${uid}-title`} data-testid="coins-address-form">
      <h3 id={`${uid}-title`} className="coins-form-title">
        {title}
      </h3>
      <Field id={id('address')} label="Address" error={fieldError('address')} address>
        <input
          {...controlProps(id('address'), fieldError('address'))}
          name="address"
          className="mono"
          value={values.address}
          onChange={(e) => setValues((v) => ({ ...v, address: e.target.value }))}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field id={id('description')} label="Description" error={fieldError('description')}>
        <input
          {...controlProps(id('description'), fieldError('description'))}
          name="description"
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          maxLength={inputMaxLength(DESCRIPTION_MAX_LENGTH)}
        />
      </Field>
      <Field id={id('color')} label="Colour" error={fieldError('color')}>
        <span className="coins-color-inputs">
          <input
            type="color"
            aria-label="Pick a colour"
            value={picker}
            onChange={(e) => setColor(e.target.value)}
            data-testid="coins-color-picker"
          />
          <input
            {...controlProps(id('color'), fieldError('color'))}
            name="color"
            className="mono"
            value={values.color}
            onChange={(e) => setColor(e.target.value)}
          />
        </span>
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
