/**
 * The browsers the shell and every tool are built for: Rsbuild's default (Chrome and Edge 107,
 * Firefox 104, Safari 16), with Safari from 16.3 on. Safari before 16.3 fails one of the compat
 * table's tests of default, rest or destructured parameters (Babel's transform-parameters data,
 * which SWC uses), so for it every function with a default or rest parameter was rewritten to read
 * `arguments`: 143 bytes gzip of the txns tool's coin page alone, ~0.5 % of it. Safari 16.3 is of
 * January 2023; the devices that ran 16.0-16.2 all update to it.
 */
export const BROWSER_TARGETS = ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16.3'];
