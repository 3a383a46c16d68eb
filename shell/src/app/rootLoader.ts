import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { loadAppConfig } from '../config/appConfig.ts';
import { runNavigationGuards } from './guards.ts';

/** Runs before every navigation: the app is configured, then the guards decide. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  await loadAppConfig();
  const target = await runNavigationGuards(new URL(request.url));
  if (target !== null) throw redirect(target);
  return null;
}
