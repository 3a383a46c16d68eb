import { addressProblem } from '@coinwatch/shared';
import { hexAddress } from '@coinwatch/shared/toolkit';
import { type FormEvent, useState } from 'react';
import { type Address, getAddress } from 'viem';

/** Look up any address's keys: checked like every address in Coinwatch before it goes anywhere. */
export function LookupForm({ onLookup }: { onLookup(address: Address): void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each refused try is a new alert, so the same message is read out again.
  const [tries, setTries] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = addressProblem(value);
    const address = hexAddress(value);
    if (problem || !address) {
      setError(problem);
      setTries((n) => n + 1);
      return;
    }
    setError(null);
    // In its checksum case, as every address the app shows: the link, the crumb and the tab's title.
    onLookup(getAddress(address));
  };
  return (
    <form className="ft-lookup" onSubmit={submit} noValidate>
      <label htmlFor="ft-lookup">Look up an address</label>
      <input
        id="ft-lookup"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          // What it said was of the text before this edit.
          setError(null);
        }}
        placeholder="0x…"
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error !== null}
        aria-describedby={error ? 'ft-lookup-error' : undefined}
      />
      <button type="submit">Show keys</button>
      {error && (
        <span key={tries} id="ft-lookup-error" className="ft-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
