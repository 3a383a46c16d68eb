import type { ParsedFile } from './coinsFileColumns.ts';

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

/** JSON text (an array of flat rows with the file's columns) → records with their lines. */
export function parseCoinsJson(input: string): ParsedFile {
  const text = input.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { records: [], problems: [{ line: 1, reason: `Not valid JSON: ${(error as Error).message}` }] };
  }
  if (!Array.isArray(data)) return { records: [], problems: [{ line: 1, reason: 'Expected an array of rows' }] };
  const lines = elementLines(text);
  const records: ParsedFile['records'] = [];
  const problems: ParsedFile['problems'] = [];
  data.forEach((item: unknown, i) => {
    const line = lines[i] ?? i + 1;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) problems.push({ line, reason: 'Expected an object' });
    else records.push({ line, values: item as Record<string, unknown> });
  });
  return { records, problems };
}
