/**
 * The tool's pages below /tools/wallet: its one page. Its build ships them for the server
 * (@coinwatch/shared/app-paths), which answers any other path here with status 404.
 */
export const PAGES = [''];
