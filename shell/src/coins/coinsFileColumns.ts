/** The columns of an import or export file, in order. */
export const COIN_FILE_COLUMNS = ['coin_ticker', 'coin_name', 'coin_address', 'chain_id', 'address', 'description', 'color'] as const;
export type CoinFileColumn = (typeof COIN_FILE_COLUMNS)[number];
export type CoinFileRecord = Record<CoinFileColumn, string>;

/** One record of a file with the line it starts on, before validation. */
export type RawRecord = { line: number; values: Partial<Record<string, unknown>> };
export type ImportProblem = { line: number; reason: string };
export type ParsedFile = { records: RawRecord[]; problems: ImportProblem[] };
