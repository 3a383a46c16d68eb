import { useWhenBackOnline } from '@coinwatch/shared/toolkit';

const reload = () => window.location.reload();

/** While `active`, the page reloads once the browser is back online: what was missing comes then. */
export const useReloadWhenOnline = (active: boolean): void => useWhenBackOnline(active, reload);
