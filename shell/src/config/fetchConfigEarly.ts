import { loadAppConfig } from './appConfig.ts';

// Imported first by the entry: the runtime config is on its way while the rest of the app's modules
// evaluate, instead of after them (the first route waits for it). A failure is reported by the
// route that awaits it, which tries again.
loadAppConfig().catch(() => {});
