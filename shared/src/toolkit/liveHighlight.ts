/**
 * How long a row that arrived live stays highlighted (and announced as new) in a tool's table: the
 * highlight says "just now", so it goes, or a page open for hours would mark every live row new.
 */
export const LIVE_HIGHLIGHT_MS = 6000;
