/**
 * The tool's pages below /tools/friend-tech, as its routes match them: the market's home ('') and
 * one subject's keys. Its build ships them for the server (@coinwatch/shared/app-paths), which
 * answers any other path here with status 404.
 */
export const SUBJECT_PAGE = ':subject';
export const PAGES = ['', SUBJECT_PAGE];
