import { runsAsFormula } from '@coinwatch/shared/toolkit';

/**
 * A cell for the CSV export that a spreadsheet shows as text: a leading ' turns a formula into
 * text. A value that already starts with ' gets one too, so `fromSpreadsheetCell` can tell them apart
 * and an export imports back to exactly what was exported.
 */
export function toSpreadsheetCell(value: string): string {
  return runsAsFormula(value) || value.startsWith("'") ? `'${value}` : value;
}

/** The value behind a cell that `toSpreadsheetCell` (or a spreadsheet user) marked as text. */
export function fromSpreadsheetCell(cell: string): string {
  const rest = cell.slice(1);
  return cell.startsWith("'") && (runsAsFormula(rest) || rest.startsWith("'")) ? rest : cell;
}
