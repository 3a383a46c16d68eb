import type { ReactNode } from 'react';

export type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control; it gets aria-invalid and aria-describedby from `controlProps(id, error)`. */
  children: ReactNode;
};

/** aria attributes that tie a control to its message, so a screen reader reads the reason. */
export function controlProps(id: string, error?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
}

/** A label, a control and the control's message beside it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && <span className="muted coins-hint">{hint}</span>}
      {error && (
        <span id={`${id}-error`} className="field-error" data-testid={`coins-error-${id}`}>
          {error}
        </span>
      )}
    </div>
  );
}
