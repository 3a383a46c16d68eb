import { z } from 'zod';

type BoundIssue = z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig>;

/** How a limit is worded, per kind of value: [inclusive, strict] for a minimum, then for a maximum. */
const BOUND_WORDS: Record<string, { subject: string; unit: string; min: [string, string]; max: [string, string] }> = {
  string: { subject: 'String must contain', unit: ' character(s)', min: ['at least', 'over'], max: ['at most', 'under'] },
  array: { subject: 'Array must contain', unit: ' element(s)', min: ['at least', 'more than'], max: ['at most', 'fewer than'] },
  number: {
    subject: 'Number must be',
    unit: '',
    min: ['greater than or equal to', 'greater than'],
    max: ['less than or equal to', 'less than'],
  },
};

function boundMessage(issue: BoundIssue): string {
  const words = BOUND_WORDS[issue.origin === 'int' ? 'number' : issue.origin];
  if (!words) return 'Invalid input';
  const [inclusive, strict] = issue.code === 'too_small' ? words.min : words.max;
  const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  return `${words.subject} ${issue.exact ? 'exactly' : issue.inclusive ? inclusive : strict} ${limit}${words.unit}`;
}

/**
 * The product's generic schema messages (product spec §5): 'Required' for a missing value,
 * 'Invalid input' for anything else a schema refuses without words of its own, and the too-small /
 * too-big wording for strings, numbers and arrays. A schema's own message always wins.
 */
export const schemaMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'Required' : 'Invalid input';
  if (issue.code === 'too_small' || issue.code === 'too_big') return boundMessage(issue);
  return 'Invalid input';
};

/** Makes every zod schema in the page (the tools' zod/mini too: it is the host's) speak the product's words. */
export function applySchemaMessages(): void {
  z.config({ customError: schemaMessage });
}
