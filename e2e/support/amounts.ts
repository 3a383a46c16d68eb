/** A decimal amount ("1234567.5") as the app writes it: its whole part grouped in thousands ("1,234,567.5"), every decimal kept. */
export const groupedAmount = (amount: string): string => amount.replace(/^(\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
