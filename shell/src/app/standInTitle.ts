import { proxy } from 'valtio';

/**
 * The title of a page standing in for its route's own (an error page), while it is shown. Root
 * titles the tab from it rather than the error page setting the title itself: Root's effect runs
 * after its children's, so it would put the failed route's title back.
 */
export const standInTitle = proxy<{ title: string | null }>({ title: null });
