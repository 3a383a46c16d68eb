import type { InputHTMLAttributes, Ref } from 'react';
import { controlProps, Field, type FieldError } from './Field.tsx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string;
  name: string;
  label: string;
  errors?: FieldError;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and errors are tied to it. */
export function TextField({ id, name, label, errors, hint, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={errors} hint={hint}>
      <input name={name} {...controlProps(id, errors, hint)} {...input} />
    </Field>
  );
}
