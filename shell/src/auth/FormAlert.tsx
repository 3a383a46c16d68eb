import type { ReactNode } from 'react';

export type FormAlertProps = { message: string | null; children?: ReactNode };

/** The form's own message, announced as soon as it appears. */
export function FormAlert({ message, children }: FormAlertProps) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert" data-testid="auth-form-error">
      <p>{message}</p>
      {children}
    </div>
  );
}
