/**
 * How long the file's blob URL outlives the click. The browser reads it after `click()` returns,
 * and some (Safari, Firefox saving to a slow disk) later than a moment after; FileSaver.js waits
 * 40 s for the same reason.
 */
const KEEP_URL_MS = 40_000;

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}

/**
 * Saves a CSV file. It starts with a UTF-8 byte-order mark because Excel reads a CSV without one
 * in the system's legacy code page, which garbles every accent in descriptions and names.
 */
export function downloadCsv(name: string, csv: string): void {
  downloadFile(name, `\uFEFF${csv}`, 'text/csv;charset=utf-8');
}
