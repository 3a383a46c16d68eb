import { proxy, useSnapshot } from 'valtio';

/**
 * What Home says when a form's save is answered. The form closes and the card shows the change,
 * which a screen reader does not hear: its focus goes back to the button that opened the form.
 */
const saveStatus = proxy({ text: '' });
let clearing: ReturnType<typeof setTimeout> | undefined;

export function announceSaved(text: string): void {
  // The same words again must still be a change of the region's text, or the second save is silent.
  saveStatus.text = saveStatus.text === text ? `${text}\u00A0` : text;
  clearTimeout(clearing);
  // Gone after a while: someone reading the page later should not come upon an old message.
  clearing = setTimeout(() => {
    saveStatus.text = '';
  }, 10_000);
}

/** Home's status region: always in the page, as a live region must be before its text changes. */
export function SaveStatus() {
  const { text } = useSnapshot(saveStatus);
  return (
    <p role="status" className="visually-hidden" data-testid="coins-save-status">
      {text}
    </p>
  );
}
