import { type AddressInput, AddressInputSchema, DESCRIPTION_MAX_LENGTH } from '@coinwatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { controlProps, Field } from '../forms/Field.tsx';
import { parseForm } from '../forms/formErrors.ts';

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
  initial?: AddressInput;
  submitLabel: string;
  isAddressTaken: (address: string) => boolean;
  onSubmit: (input: AddressInput) => Promise<string | null>;
  onCancel: () => void;
};

type Key = keyof AddressInput;

/** Add or edit an address: the address, a description and a colour (picked or typed as hex). */
export function AddressForm({ initial, submitLabel, isAddressTaken, onSubmit, onCancel }: AddressFormProps) {
  const uid = useId();
  const [values, setValues] = useState({ address: initial?.address ?? '', description: initial?.description ?? '', color: initial?.color ?? DEFAULT_COLOR });
  const [picker, setPicker] = useState(toPicker(values.color, DEFAULT_COLOR));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = (key: Key) => `${uid}-${key}`;
  const setColor = (color: string) => {
    setValues((v) => ({ ...v, color }));
    setPicker((p) => toPicker(color, p));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError('');
    const checked = parseForm(AddressInputSchema, values);
    if (checked.errors) return setErrors(checked.errors);
    if (isAddressTaken(checked.data.address)) return setErrors({ address: DUPLICATE_ADDRESS });
    setErrors({});
    setBusy(true);
    const message = await onSubmit(checked.data);
    setBusy(false);
    if (message === DUPLICATE_ADDRESS) setErrors({ address: message });
    else if (message) setFormError(message);
  }

  return (
    <form className="coins-form" onSubmit={submit} noValidate data-testid="coins-address-form">
      <Field id={id('address')} label="Address" error={errors.address}>
        <input
          {...controlProps(id('address'), errors.address)}
          name="address"
          className="mono"
          value={values.address}
          onChange={(e) => setValues((v) => ({ ...v, address: e.target.value }))}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field id={id('description')} label="Description" error={errors.description}>
        <input
          {...controlProps(id('description'), errors.description)}
          name="description"
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          maxLength={DESCRIPTION_MAX_LENGTH + 8}
        />
      </Field>
      <Field id={id('color')} label="Colour" error={errors.color}>
        <span className="coins-color-inputs">
          <input type="color" aria-label="Pick a colour" value={picker} onChange={(e) => setColor(e.target.value)} data-testid="coins-color-picker" />
          <input {...controlProps(id('color'), errors.color)} name="color" className="mono" value={values.color} onChange={(e) => setColor(e.target.value)} />
        </span>
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
