import { countOf } from '@coinwatch/shared/toolkit';
import Papa from 'papaparse';
import {
  columnNamed,
  EMPTY_FILE,
  isColumn,
  type ParsedFile,
  type RawRecord,
  repeatedColumn,
  unknownColumnsOf,
} from './coinsFileColumns.ts';
import { fromSpreadsheetCell } from './spreadsheetCells.ts';

const REQUIRED = ['coin_ticker', 'coin_name', 'coin_address'] as const;
/** Excel's first line naming the separator ("sep=;"), which some exporters write for it. */
const SEPARATOR_HINT = /^sep=(.)[ \t]*(\r\n|\r|\n|$)/i;
const isLineBreak = (c: string | undefined) => c === '\n' || c === '\r';

/**
 * The line of a position in `text`, asked for in increasing positions. A CR alone ends a line too,
 * as in files from old Macs' spreadsheets.
 */
function lineCounter(text: string) {
  let counted = 0;
  let line = 1;
  return (to: number) => {
    for (; counted < to; counted++) {
      const c = text.charCodeAt(counted);
      if (c === 10 || (c === 13 && text.charCodeAt(counted + 1) !== 10)) line++;
    }
    return line;
  };
}

/** Where the line after the one holding `at` starts. */
function nextLineStart(text: string, at: number): number {
  let i = at;
  while (i < text.length && !isLineBreak(text[i])) i++;
  return text[i] === '\r' && text[i + 1] === '\n' ? i + 2 : i + 1;
}

const delimiterName = (d: string) => ({ ',': 'a comma', ';': 'a semicolon', '\t': 'a tab' })[d] ?? `“${d}”`;

/** The parser's quote errors, in words that say what to change. */
function quoteProblem(code: string): string {
  return code === 'MissingQuotes'
    ? 'A quote opens a field and is never closed: close it, or write a quote that is part of the text twice, inside a quoted field'
    : 'A quote inside a field that is not in quotes: put the whole field in quotes and write each quote inside it twice, as in """Main"" wallet"';
}

/**
 * CSV text → records with the line each starts on (a quoted field may span lines, so the line is
 * counted from the parser's cursor rather than from the record's index). A row with a stray quote
 * is reported, and reading goes on at the next line: left to the parser, the quote would swallow
 * every line up to the next quote, unreported.
 */
export function parseCoinsCsv(input: string): ParsedFile {
  const text = input.replace(/^\uFEFF/, '');
  const lineOf = lineCounter(text);
  const hint = SEPARATOR_HINT.exec(text);
  const records: RawRecord[] = [];
  const problems: ParsedFile['problems'] = [];
  let header: string[] | null = null;
  let delimiter = hint?.[1];
  let from: number | null = hint ? hint[0].length : 0;
  while (from !== null) {
    const base: number = from;
    from = null;
    let start = base;
    Papa.parse<string[]>(text.slice(base), {
      // Guessed from the first lines once, then kept when reading resumes after a stray quote.
      delimiter: delimiter ?? '',
      skipEmptyLines: false,
      step(result, parser) {
        delimiter ??= result.meta.delimiter;
        // The line a record starts on: skip the line break(s) that ended the previous one.
        let at = start;
        while (at < text.length && isLineBreak(text[at])) at++;
        const recordLine = lineOf(at);
        start = base + result.meta.cursor;
        const cells = result.data;
        const quoteError = result.errors.find((e) => e.type === 'Quotes');
        if (header && quoteError) {
          problems.push({ at: recordLine, reason: quoteProblem(quoteError.code) });
          const next = nextLineStart(text, at);
          if (next < text.length) {
            from = next;
            parser.abort();
          }
          return;
        }
        // An empty line, or a spreadsheet's empty row (",,,,,,"): nothing to import, nothing wrong.
        if (cells.every((cell) => cell.trim() === '')) return;
        if (!header) {
          header = cells.map(columnNamed);
          const twice = repeatedColumn(header);
          if (twice) problems.push({ at: recordLine, reason: `Two columns are ${twice}: keep one`, file: true });
          for (const column of REQUIRED) {
            if (!header.includes(column)) problems.push({ at: recordLine, reason: `Missing column ${column}`, file: true });
          }
          return;
        }
        if (result.errors.length > 0) {
          problems.push({ at: recordLine, reason: result.errors[0]?.message ?? 'Unreadable row' });
          return;
        }
        // More cells than columns: most often a description with the separator in it, unquoted,
        // whose end would otherwise be lost without a word.
        if (cells.slice(header.length).some((cell) => cell.trim() !== '')) {
          problems.push({
            at: recordLine,
            reason: `${cells.length} cells where the header has ${header.length} columns: put a field that holds ${delimiterName(result.meta.delimiter)} in quotes`,
          });
          return;
        }
        // Fewer cells than columns, ending before a column every row needs: a row cut short or a
        // separator missing, said so rather than as that column's value being wrong. A row that
        // ends after them reads its missing cells as blank: some apps leave trailing empty cells out.
        const columns = header;
        const missing = REQUIRED.find((column) => columns.indexOf(column) >= cells.length);
        if (missing) {
          problems.push({
            at: recordLine,
            reason: `${countOf(cells.length, 'cell', 'cells')} where the header has ${header.length} columns: the row ends before ${missing}`,
          });
          return;
        }
        const values: Record<string, string> = {};
        header.forEach((name, i) => {
          if (isColumn(name)) values[name] = fromSpreadsheetCell(cells[i] ?? '');
        });
        records.push({ at: recordLine, values });
      },
    });
  }
  if (!header) problems.push({ at: 1, reason: EMPTY_FILE, file: true });
  const unknownColumns = unknownColumnsOf(header ?? []);
  return problems.some((p) => p.file)
    ? { unit: 'line', records: [], problems, unknownColumns }
    : { unit: 'line', records, problems, unknownColumns };
}
