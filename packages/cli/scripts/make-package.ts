/**
 * Makes the publishable `@contentforge/cli` in dist/npm: `npm pack ./packages/cli/dist/npm` (or
 * `npm publish` of it) after `npm run package -w packages/cli`.
 *
 * The command is one bundled file: commander, the progress bars and the MCP server are inside it,
 * so `npx -y @contentforge/cli` fetches two small packages (this one and `@contentforge/sdk`, its
 * only dependency) instead of the MCP SDK's web-server dependencies, and starts at once. The
 * licences of what is bundled ship beside it. The manifest is written here rather than kept in the
 * workspace's package.json because that one must not declare the `contentforge` bin: inside the
 * repository the name belongs to the service's own command (docs/decisions.md).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'dist/npm');
const workspace = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const sdkVersion: string = workspace.dependencies['@contentforge/sdk'];

// The bundle is made from the same build the repository runs and tests.
execFileSync(process.execPath, [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-b', root], {
  stdio: 'inherit',
});

rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'bin'), { recursive: true });

const result = await build({
  entryPoints: [path.join(root, 'bin/contentforge.js')],
  outfile: path.join(out, 'bin/contentforge.js'),
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  external: ['@contentforge/sdk'],
  // The CommonJS packages inside (commander, cli-progress) require Node's own modules.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);",
  },
  define: { __CONTENTFORGE_CLI_VERSION__: JSON.stringify(workspace.version) },
  minifySyntax: true,
  minifyWhitespace: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

const manifest = {
  name: workspace.name,
  version: workspace.version,
  description: workspace.description,
  type: 'module',
  license: workspace.license,
  keywords: workspace.keywords,
  engines: workspace.engines,
  bin: { contentforge: 'bin/contentforge.js' },
  files: ['bin', 'README.md', 'THIRD_PARTY_LICENSES.md'],
  dependencies: { '@contentforge/sdk': sdkVersion },
  publishConfig: { access: 'public' },
};
writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(path.join(root, 'README.md'), path.join(out, 'README.md'));
writeFileSync(
  path.join(out, 'THIRD_PARTY_LICENSES.md'),
  thirdPartyLicenses(Object.keys(result.metafile.inputs)),
);
process.stdout.write(`Wrote ${path.relative(process.cwd(), out) || '.'}: npm pack or npm publish it.\n`);

/** The licence of every package whose code is in the bundle, as its authors ship it. */
function thirdPartyLicenses(inputs: string[]): string {
  const packages = new Map<string, string>();
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packages.set(path.resolve(process.cwd(), match[1]!), '');
  }
  const sections = [...packages.keys()].sort().map((dir) => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    const text = file ? readFileSync(path.join(dir, file), 'utf8').trim() : `License: ${pkg.license}`;
    return `## ${pkg.name} ${pkg.version}\n\n\`\`\`\n${text}\n\`\`\``;
  });
  return `# Third-party licences\n\n\`bin/contentforge.js\` bundles these packages.\n\n${sections.join('\n\n')}\n`;
}
