/**
 * A tool's first frame: the HTML of the tool's first render (what it shows before any data), made
 * by the tool's own build (shared/build/firstFrame) and shipped in its release as FIRST_FRAME_FILE.
 * The shell's build renders each tool page around a slot (its layout, header and breadcrumbs); the
 * static server puts the live release's first frame into that slot, so a tool's URL paints its
 * first render from the HTML alone, before any script. The app then renders the page itself and
 * replaces the frame: a frame is never hydrated, so a tool released alone never has to match the
 * shell's build, and a stale frame (a cached page) is only shown until the app is up.
 * Its own entry point (@coinwatch/shared/first-frame): only builds, the server and the shell's
 * start-up use it.
 */
export const FIRST_FRAME_FILE = 'first-frame.html';

/** Where the server puts the tool's first frame in the shell's page. */
export const FIRST_FRAME_SLOT = '<!--coinwatch:first-frame-->';

/** On the frame's wrapper: the tool whose first frame the page shows until the app replaces it. */
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';

/** The shell's page around a tool's slot, in its build: tools/<id>/ + FRAME_TEMPLATE_FILE. */
export const FRAME_TEMPLATE_FILE = 'frame.html';
