import { z } from 'zod';

const count = (n: number | bigint, unit: string) => `${n} ${unit}(s)`;

/**
 * The product's generic schema messages (product spec §5): 'Required' for a missing value,
 * 'Invalid input' for anything else a schema refuses without words of its own, and the too-small /
 * too-big wording for strings, numbers and arrays. A schema's own message always wins.
 */
export const schemaMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : 'Invalid input';
    case 'too_small': {
      const { minimum: min, inclusive, exact } = issue;
      if (issue.origin === 'string')
        return `String must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'over'} ${count(min, 'character')}`;
      if (issue.origin === 'array')
        return `Array must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'more than'} ${count(min, 'element')}`;
      if (issue.origin === 'number' || issue.origin === 'int')
        return `Number must be ${exact ? 'exactly' : inclusive ? 'greater than or equal to' : 'greater than'} ${min}`;
      return 'Invalid input';
    }
    case 'too_big': {
      const { maximum: max, inclusive, exact } = issue;
      if (issue.origin === 'string')
        return `String must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'under'} ${count(max, 'character')}`;
      if (issue.origin === 'array')
        return `Array must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'fewer than'} ${count(max, 'element')}`;
      if (issue.origin === 'number' || issue.origin === 'int')
        return `Number must be ${exact ? 'exactly' : inclusive ? 'less than or equal to' : 'less than'} ${max}`;
      return 'Invalid input';
    }
    default:
      return 'Invalid input';
  }
};

/** Makes every zod schema in the page (the tools' zod/mini too: it is the host's) speak the product's words. */
export function applySchemaMessages(): void {
  z.config({ customError: schemaMessage });
}
