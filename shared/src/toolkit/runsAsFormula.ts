/**
 * Whether a spreadsheet opening a CSV would run this cell as a formula: it starts with =, +, -, @,
 * a tab or a carriage return (OWASP's list). A whole number is only a number; a token's own symbol
 * such as "-0+cmd|..." starts like one, so the whole value must be a number to be let through.
 */
export function runsAsFormula(value: string): boolean {
  return /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value);
}
