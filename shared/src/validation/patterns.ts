/** 40 hex digits with an optional 0x prefix, after trimming (product spec §5). */
export const ADDRESS_PATTERN = /^(0x)?[0-9a-fA-F]{40}$/;
/** #rgb or #rrggbb. */
export const COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** HH:MM, 24-hour clock, hours 00-23. */
export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
