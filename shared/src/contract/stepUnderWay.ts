/**
 * The page's mark of a step under way that a reload would lose: an element with this attribute (a
 * wallet's signature asked for, a signed proof not saved yet). The shell's new-build check does not
 * reload the page while one is there, as it does not under unsaved typing, which it sees by itself.
 * A contract by the page, not by ToolHost: a shell older than it reloads as it did before.
 */
export const STEP_UNDER_WAY_ATTRIBUTE = 'data-step-under-way';
