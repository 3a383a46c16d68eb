/**
 * Version of the host↔tool contract. Adding an optional field keeps it; removing or changing a
 * field bumps it.
 *
 * It has an entry point of its own (@coinwatch/shared/contract-version) that is not a shared
 * module, so each tool bundles the number it was built with. Read through '@coinwatch/shared', which
 * the shell offers as a singleton at run time, a tool would declare the shell's number and the
 * shell's version check could never fail.
 *
 * The names a tool may import from the host's '@coinwatch/shared' are frozen with the version: the
 * list is biome.json's noRestrictedImports rule for remotes/, so the lint fails on any other.
 */
export const CONTRACT_VERSION = 1;
