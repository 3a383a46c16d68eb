import type { ReactNode } from 'react';

/** One message or several (a password can break several rules at once). */
export type FieldError = string | readonly string[] | undefined;

const messagesOf = (error: FieldError): readonly string[] => (error === undefined ? [] : typeof error === 'string' ? [error] : error);

export type FieldProps = {
  id: string;
  label: string;
  error?: FieldError;
  hint?: string;
  /** Test id of the message, for suites that check one field's message. */
  errorTestId?: string;
  /** The control; it gets aria-invalid and aria-describedby from `controlProps(id, error, hint)`. */
  children: ReactNode;
  /** Holds an address: a form that lays fields out side by side gives it room for all 42 characters. */
  address?: boolean;
};

/** aria attributes that tie a control to its hint and messages, so a screen reader reads the reason. */
export function controlProps(id: string, error?: FieldError, hint?: string) {
  const invalid = messagesOf(error).length > 0;
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined };
}

/** A label, a control, its hint and its messages: the one field layout of every form. */
export function Field({ id, label, error, hint, errorTestId, children, address }: FieldProps) {
  const messages = messagesOf(error);
  return (
    <div className={address ? 'field field-address' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="muted field-hint">
          {hint}
        </span>
      )}
      {messages.length === 1 && (
        <span id={`${id}-error`} className="field-error" data-testid={errorTestId}>
          {messages[0]}
        </span>
      )}
      {messages.length > 1 && (
        <ul id={`${id}-error`} className="field-error" data-testid={errorTestId}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
