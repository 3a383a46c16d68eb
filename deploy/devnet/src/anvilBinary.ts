import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
};

/**
 * Path of the anvil binary shipped in the platform package that @foundry-rs/anvil depends on.
 * Its postinstall (which would only copy it) is disabled in the workspace, so we resolve the
 * platform package from @foundry-rs/anvil's own location, as its bin.mjs does.
 */
export function anvilBinary(): string {
  if (process.env.ANVIL_BIN) return process.env.ANVIL_BIN;
  const platformPackage = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!platformPackage) throw new Error(`anvil ships no binary for ${process.platform}-${process.arch}`);
  const fromHere = createRequire(import.meta.url);
  const anvilPackage = fromHere.resolve('@foundry-rs/anvil/package.json');
  const fromAnvil = createRequire(anvilPackage);
  const binary = join(dirname(fromAnvil.resolve(`${platformPackage}/package.json`)), 'bin', 'anvil');
  if (!existsSync(binary)) throw new Error(`anvil binary missing at ${binary}: run pnpm install`);
  return binary;
}
