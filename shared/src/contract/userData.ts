/**
 * IndexedDB databases named with this prefix hold what a tool keeps of the signed-in user's data on
 * this device (txns: its scans of the user's coins and addresses). The shell deletes them whenever
 * nobody is signed in (a sign-out here or in another tab, a start without a session) and when
 * another user signs in, so the next user of the browser finds none of it.
 *
 * A tool names such databases so, and closes its connection when asked (IndexedDB's versionchange
 * event, idb's `blocking`); otherwise the deletion waits until its page is closed.
 */
export const USER_DATABASE_PREFIX = 'coinwatch-';

/**
 * Local storage keys with this prefix hold what a tool remembers of the signed-in user (wallet: the
 * wallet they connected last, reconnected without a prompt). The shell removes them at the same
 * moments as the databases above: the next user of the browser is not connected to the last one's
 * wallet.
 */
export const USER_STORAGE_PREFIX = 'coinwatch:user:';
