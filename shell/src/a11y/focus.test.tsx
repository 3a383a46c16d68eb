import { afterEach, describe, expect, it } from '@rstest/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MAIN_ID } from '../layouts/MainContent.tsx';
import { useInPlaceFocus } from './focus.ts';

function Editor({ onClose }: { onClose: () => void }) {
  const ref = useInPlaceFocus<HTMLFormElement>(onClose);
  return (
    <form ref={ref} aria-label="Editor">
      <input aria-label="Name" />
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </form>
  );
}

/** A page with a row whose Edit button opens the editor; closing it removes the row. */
function Page() {
  const [open, setOpen] = useState(false);
  const [row, setRow] = useState(true);
  return (
    <main id={MAIN_ID} tabIndex={-1} aria-label="Page">
      {row && (
        <button type="button" onClick={() => setOpen(true)}>
          Edit
        </button>
      )}
      {open && (
        <Editor
          onClose={() => {
            setOpen(false);
            setRow(false);
          }}
        />
      )}
      <button type="button" onClick={() => setOpen(true)}>
        Open without a row
      </button>
    </main>
  );
}

afterEach(cleanup);

describe('useInPlaceFocus', () => {
  it('moves focus into what opened, and Escape closes it with focus back on the opener', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Edit
          </button>
          {open && <Editor onClose={() => setOpen(false)} />}
        </>
      );
    }
    render(<Opener />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    fireEvent.click(edit);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Editor' })).toBeNull();
    expect(document.activeElement).toBe(edit);
  });

  it('sends focus to the main region when the opener went with what it closed', () => {
    render(<Page />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    fireEvent.click(edit);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves focus alone when the user has moved on to something else', () => {
    render(<Page />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    fireEvent.click(edit);
    const other = screen.getByRole('button', { name: 'Open without a row' });
    other.focus();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    // Closed, so its focus rule has run.
    expect(screen.queryByRole('form', { name: 'Editor' })).toBeNull();
    expect(document.activeElement).toBe(other);
  });
});
