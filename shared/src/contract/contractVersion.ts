/**
 * Version of the host↔tool contract. Adding an optional field keeps it; removing or changing a
 * field bumps it.
 *
 * It has an entry point of its own (@coinwatch/shared/contract-version) that is not a shared
 * module, so each tool bundles the number it was built with. Read through '@coinwatch/shared', which
 * the shell offers as a singleton at run time, a tool would declare the shell's number and the
 * shell's version check could never fail.
 */
export const CONTRACT_VERSION = 1;
