// One formatter for every row: toLocaleString() would build its locale data again for each cell.
const dateTime = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  // Said, as a CSV's times (UTC) and an explorer's are in another zone: the day itself may differ.
  timeZoneName: 'short',
});

/** A transfer's time as the table shows it, in the reader's locale; '…' while its block's time is read. */
export const formatTransferTime = (ts: number | null) => (ts === null ? '…' : dateTime.format(ts * 1000));

/** Times that are written longest in most locales: two-digit days and months, late and early hours. */
const LONGEST_TIMES = [new Date(2026, 11, 28, 22, 58, 58), new Date(2026, 11, 28, 10, 58, 58), new Date(2026, 8, 28, 23, 58, 58)];

/**
 * A ref callback for the table: sets how wide a time is written in the reader's locale and font,
 * measured, in ems (--txns-time-em), so "11:43:42 AM" is never cut to "11:43:42 …" (a fixed width
 * fit one font and not the next). In ems, as a phone writes the time in a smaller type.
 */
export function fitTimeColumn(table: HTMLElement | null): void {
  const context = table && document.createElement('canvas').getContext('2d');
  if (!table || !context) return;
  const style = getComputedStyle(table);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const widest = Math.max(...LONGEST_TIMES.map((d) => context.measureText(dateTime.format(d)).width));
  // A pixel for rounding; the columns add the cell's padding.
  table.style.setProperty('--txns-time-em', String(Math.ceil(((widest + 1) / Number.parseFloat(style.fontSize)) * 100) / 100));
}
