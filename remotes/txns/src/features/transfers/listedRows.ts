/**
 * The tallest list the table makes, in px. Browsers stop laying out an element at about 17.9
 * million px (Firefox; 33.5 million in Chrome and Safari), so the rows of a taller list past that
 * point could never be scrolled to.
 */
const MAX_LIST_HEIGHT = 16_000_000;

/** How many rows of `rowHeight` px the table lists: at a 16 px rem, 444,444 on one line each, 235,294 on a phone. */
export const maxListedRows = (rowHeight: number) => Math.floor(MAX_LIST_HEIGHT / rowHeight);
