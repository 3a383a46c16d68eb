/**
 * The tool's pages below /tools/txns, as its routes match them: the coin picker (''), a coin's
 * transfers and one address's. Its build ships them for the server (@coinwatch/shared/app-paths),
 * which answers any other path here with status 404.
 */
export const COIN_PAGE = ':coin';
export const ADDRESS_PAGE = ':coin/:address';
export const PAGES = ['', COIN_PAGE, ADDRESS_PAGE];
