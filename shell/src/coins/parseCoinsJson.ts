import { columnNamed, EMPTY_FILE, type ParsedFile, repeatedColumn, unknownColumnsOf } from './coinsFileColumns.ts';

/** Lines on which each element of the top-level array starts, found by a small scanner over the text. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectElement && ch !== undefined && !/\s/.test(ch) && ch !== ']') {
      lines.push(line);
      expectElement = false;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 1) expectElement = true;
  }
  return lines;
}

/**
 * The line a JSON parser's message names: Chrome and Firefox say "line 3", older engines (Node 20)
 * "at position 45". Safari, and every engine for some errors, names none: then the first.
 */
function errorLine(text: string, message: string): number {
  const line = /\bline (\d+)/.exec(message)?.[1];
  if (line) return Number(line);
  const position = /\bposition (\d+)/.exec(message)?.[1];
  return position ? text.slice(0, Number(position)).split('\n').length : 1;
}

/**
 * JSON text (an array of flat rows with the file's columns) → records with the line each starts on,
 * or their positions when some rows share a line (a minified file is all on line 1).
 */
export function parseCoinsJson(input: string): ParsedFile {
  const text = input.replace(/^\uFEFF/, '');
  // Said as an empty CSV is, not "Not valid JSON: Unexpected end of JSON input".
  if (text.trim() === '') return { unit: 'line', records: [], problems: [{ at: 1, reason: EMPTY_FILE, file: true }], unknownColumns: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const { message } = error as Error;
    return {
      unit: 'line',
      records: [],
      problems: [{ at: errorLine(text, message), reason: `Not valid JSON: ${message}`, file: true }],
      unknownColumns: [],
    };
  }
  if (!Array.isArray(data))
    return { unit: 'line', records: [], problems: [{ at: 1, reason: 'Expected an array of rows', file: true }], unknownColumns: [] };
  const lines = elementLines(text);
  const unit = lines.length === data.length && lines.every((line, i) => i === 0 || line > (lines[i - 1] as number)) ? 'line' : 'row';
  const records: ParsedFile['records'] = [];
  const problems: ParsedFile['problems'] = [];
  data.forEach((item: unknown, i) => {
    const at = unit === 'line' ? (lines[i] as number) : i + 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      problems.push({ at, reason: 'Expected an object' });
      return;
    }
    const entries = Object.entries(item).map(([name, value]) => [columnNamed(name), value] as const);
    const twice = repeatedColumn(entries.map(([column]) => column));
    if (twice) problems.push({ at, reason: `Two keys are ${twice}: keep one` });
    else records.push({ at, values: Object.fromEntries(entries) });
  });
  return { unit, records, problems, unknownColumns: unknownColumnsOf(records.flatMap((record) => Object.keys(record.values))) };
}
