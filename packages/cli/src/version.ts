import { createRequire } from 'node:module';

/** Set by the bundle of the published package, which has no package.json at this path. */
declare const __CONTENTFORGE_CLI_VERSION__: string | undefined;

let version: string | undefined;

/** The package's version, read when first asked (nothing is read at import). */
export function cliVersion(): string {
  if (typeof __CONTENTFORGE_CLI_VERSION__ === 'string') return __CONTENTFORGE_CLI_VERSION__;
  version ??= (createRequire(import.meta.url)('../package.json') as { version: string }).version;
  return version;
}
