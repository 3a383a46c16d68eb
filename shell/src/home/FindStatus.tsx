import { countOf } from '@coinwatch/shared/toolkit';

type Props = { text: string; found: number; total: number; onClear: () => void };

/** What the find box shows, said aloud as it changes, with the way back to every coin. */
export function FindStatus({ text, found, total, onClear }: Props) {
  const wanted = text.trim();
  return (
    <div className="coins-find-status">
      {/* Always on the page, so that what it says once the user types is read out. */}
      <p role="status" className="muted" data-testid="coins-find-status">
        {wanted &&
          (found === 0
            ? `No coin or address matches “${wanted}”.`
            : `Showing ${found} of ${countOf(total, 'coin', 'coins')} for “${wanted}”.`)}
      </p>
      {wanted && (
        <button type="button" onClick={onClear}>
          Show all coins
        </button>
      )}
    </div>
  );
}
