import type { InputHTMLAttributes } from 'react';

export type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string;
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
};

/** A labelled input whose errors are tied to it (aria-invalid, aria-describedby). */
export function FormField({ id, name, label, errors = [], hint, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errors.length ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={errors.length > 0} aria-describedby={describedBy || undefined} {...input} />
      {hint && (
        <span id={hintId} className="muted field-hint">
          {hint}
        </span>
      )}
      {errors.length > 0 && (
        <ul id={errorId} className="field-error">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
