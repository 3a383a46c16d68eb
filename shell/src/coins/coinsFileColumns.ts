/** The columns of an import or export file, in order. */
export const COIN_FILE_COLUMNS = ['coin_ticker', 'coin_name', 'coin_address', 'chain_id', 'address', 'description', 'color'] as const;
export type CoinFileColumn = (typeof COIN_FILE_COLUMNS)[number];
export type CoinFileRecord = Record<CoinFileColumn, string>;

/**
 * How a file's rows are found in it: by the line each starts on, or, in a JSON file with several
 * rows on one line (minified), by their position.
 */
export type RowUnit = 'line' | 'row';
/** One record of a file, before validation; `at` is where it is, in the file's unit. */
export type RawRecord = { at: number; values: Partial<Record<string, unknown>> };
/**
 * `file`: the file as a whole is what is wrong (empty, no rows, not JSON, a column missing), not
 * one of its rows: said as such, not counted as a row with problems.
 */
export type ImportProblem = { at: number; reason: string; file?: true };
/**
 * `unknownColumns`: the file's columns that are none of `COIN_FILE_COLUMNS` (another app's
 * "wallet_address", a typo), whose values are not read: named to the user, never dropped unsaid.
 */
export type ParsedFile = { unit: RowUnit; records: RawRecord[]; problems: ImportProblem[]; unknownColumns: string[] };
/** Said of a file with nothing in it, CSV or JSON alike. */
export const EMPTY_FILE = 'The file is empty';

/** Whether a name (as columnNamed gives it) is one of the file's columns. */
export const isColumn = (name: string): name is CoinFileColumn => (COIN_FILE_COLUMNS as readonly string[]).includes(name);

// Each column by its name without case, spaces, "_" or "-", and the form's own spelling of colour.
const COLUMN_BY_KEY = new Map<string, CoinFileColumn>([
  ...COIN_FILE_COLUMNS.map((column) => [column.replace(/_/g, ''), column] as const),
  ['colour', 'color'],
]);

/**
 * A file's name for a column, as the column: the spec's coinTicker, a spreadsheet's "Coin ticker"
 * or the form's "Colour" read as coin_ticker and color (a file headed so was refused whole, for a
 * missing coin_ticker). Another name is kept as written, to be named as unknown.
 */
export const columnNamed = (name: string): string => COLUMN_BY_KEY.get(name.toLowerCase().replace(/[\s_-]/g, '')) ?? name.trim();

/**
 * The first column that two of a file's names stand for ("coin_ticker" and "Coin ticker"), or
 * null: read both, the later one's values would replace the earlier's without a word.
 */
export function repeatedColumn(columns: readonly string[]): string | null {
  return columns.find((column, i) => isColumn(column) && columns.indexOf(column) !== i) ?? null;
}

/** The names among `names` that are no column of the file, each once; a blank one names nothing. */
export function unknownColumnsOf(names: Iterable<string>): string[] {
  return [...new Set([...names].filter((name) => name.trim() !== '' && !isColumn(name)))];
}
