import { useState } from 'react';
import { notifyError } from '../notifications/notificationsState.ts';

/** Copies a value to the clipboard and says so for a moment. Settings' secret key has one too, as a plain button. */
export function CopyButton({ value, label, className = 'coins-icon-button' }: { value: string; label: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      notifyError(
        'Could not copy',
        'The browser did not allow access to the clipboard. Select the text and copy it with Ctrl+C (⌘C on a Mac).',
      );
    }
  }
  return (
    <>
      <button type="button" className={className} onClick={copy} aria-label={label} title={label} data-testid="coins-copy">
        {copied ? 'Copied' : 'Copy'}
      </button>
      {/* The button's name is its label, so its Copied is not heard: this says it. Always there, as a live region must be. */}
      <span role="status" className="visually-hidden">
        {copied ? 'Copied' : ''}
      </span>
    </>
  );
}
