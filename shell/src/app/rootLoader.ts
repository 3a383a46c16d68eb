import { type LoaderFunctionArgs, replace } from 'react-router-dom';
import { loadAppConfig } from '../config/appConfig.ts';
import { runNavigationGuards } from './guards.ts';

/**
 * Runs before every navigation: the app is configured, then the guards decide. A guard's redirect
 * takes the place of the page it leaves (a push left that page in the history, so Back went to it
 * and was sent on again, round and round).
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  await loadAppConfig();
  const target = await runNavigationGuards(new URL(request.url));
  if (target !== null) throw replace(target);
  return null;
}
