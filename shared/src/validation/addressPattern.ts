/**
 * 40 hex digits with an optional 0x prefix, after trimming (product spec §5). A module of its own:
 * a tool page that only looks an address up (hexAddress) bundles this, not the other patterns.
 */
export const ADDRESS_PATTERN = /^(0x)?[0-9a-fA-F]{40}$/;
