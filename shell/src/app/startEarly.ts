import { maybeSignedIn } from '../auth/supabaseClient.ts';
import { loadAppConfig } from '../config/appConfig.ts';

// Imported first by the entry, so these requests are on their way while the rest of the app's
// modules evaluate instead of after them. Failures are reported by whatever awaits them later,
// which tries again.

// The first route waits for the runtime config.
loadAppConfig().catch(() => {});
// Start-up checks a possibly signed-in visitor's session with supabase-js before the first page.
if (maybeSignedIn()) import(/* webpackChunkName: "supabase" */ '@supabase/supabase-js').catch(() => {});
