import { maybeSignedIn } from '../auth/supabaseClient.ts';
import { loadAppConfig } from '../config/appConfig.ts';
import { applyTheme, settingsState } from '../theme/settingsState.ts';

// Imported first by the entry, so these requests are on their way while the rest of the app's
// modules evaluate instead of after them. Failures are reported by whatever awaits them later,
// which tries again.

// The first route waits for the runtime config.
loadAppConfig().catch(() => {});
// Start-up checks a possibly signed-in visitor's session with supabase-js before the first page.
if (maybeSignedIn()) import(/* webpackChunkName: "supabase" */ '@supabase/supabase-js').catch(() => {});
// The stored theme, before the splash waits for the config: the page's HTML is dark, and a user
// who chose light should not watch it until the first route is ready (Root keeps it in step after).
applyTheme(settingsState.isDarkMode);
