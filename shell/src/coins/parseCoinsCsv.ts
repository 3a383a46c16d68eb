import Papa from 'papaparse';
import { COIN_FILE_COLUMNS, type ParsedFile, type RawRecord } from './coinsFileColumns.ts';
import { fromSpreadsheetCell } from './spreadsheetCells.ts';

const REQUIRED = ['coin_ticker', 'coin_name', 'coin_address'] as const;

/**
 * CSV text → records with the line each starts on (a quoted field may span lines, so the line is
 * counted from the parser's cursor rather than from the record's index).
 */
export function parseCoinsCsv(input: string): ParsedFile {
  const text = input.replace(/^\uFEFF/, '');
  const records: RawRecord[] = [];
  const problems: ParsedFile['problems'] = [];
  let header: string[] | null = null;
  let counted = 0;
  let line = 1;
  const advance = (to: number) => {
    for (let i = counted; i < to; i++) if (text.charCodeAt(i) === 10) line++;
    counted = to;
  };
  let start = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step(result) {
      advance(start);
      // The line a record starts on: skip the newline(s) that ended the previous one.
      while (counted < text.length && (text[counted] === '\n' || text[counted] === '\r')) advance(counted + 1);
      const recordLine = line;
      start = result.meta.cursor;
      const cells = result.data;
      // An empty line, or a spreadsheet's empty row (",,,,,,"): nothing to import, nothing wrong.
      if (cells.every((cell) => cell.trim() === '')) return;
      if (!header) {
        header = cells.map((c) => c.trim().toLowerCase());
        for (const column of REQUIRED) {
          if (!header.includes(column)) problems.push({ at: recordLine, reason: `Missing column ${column}` });
        }
        return;
      }
      if (result.errors.length > 0) {
        problems.push({ at: recordLine, reason: result.errors[0]?.message ?? 'Unreadable row' });
        return;
      }
      const values: Record<string, string> = {};
      header.forEach((name, i) => {
        if ((COIN_FILE_COLUMNS as readonly string[]).includes(name)) values[name] = fromSpreadsheetCell(cells[i] ?? '');
      });
      records.push({ at: recordLine, values });
    },
  });
  if (!header) problems.push({ at: 1, reason: 'The file is empty' });
  return problems.some((p) => p.reason.startsWith('Missing column') || p.reason === 'The file is empty')
    ? { unit: 'line', records: [], problems }
    : { unit: 'line', records, problems };
}
