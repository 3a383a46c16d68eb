import { TOOL_IDS } from '@coinwatch/shared/federation';

/**
 * Pages whose HTML is rendered at build time, so their first paint needs no script: the sign-in
 * page, where every signed-out visit starts. Their routes must not load on demand (hydration needs
 * the matched route modules at once) and must render the same without the visitor's state.
 */
export const PRERENDERED_PAGES: readonly string[] = ['/login'];

/** The attribute on #root that names the path its markup was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Each tool's page, rendered at build time around a slot for the tool's first frame
 * (@coinwatch/shared/first-frame), which the server fills from the tool's live release. The app
 * replaces that page once it can draw it, tool included (firstFramePage.ts): it is never hydrated.
 */
export const TOOL_FRAME_PAGES: readonly string[] = TOOL_IDS.map((id) => `/tools/${id}`);
