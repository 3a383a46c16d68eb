/**
 * The browser tests run against a whole stack. `npm test` starts it once and passes its coordinates
 * in the environment; run alone (`pnpm --filter @coinwatch/e2e test`), the suite starts its own.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.COINWATCH_APP_URL) return undefined;
  const { startStack, stackEnv } = await import('../../scripts/stack/stack.ts');
  const stack = await startStack({ ephemeral: true, log: () => {} });
  Object.assign(process.env, stackEnv(stack));
  return () => stack.stop();
}
