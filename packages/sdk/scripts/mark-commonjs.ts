/**
 * Marks dist/cjs as the CommonJS build: Node and TypeScript read a file as CommonJS or ES module by
 * the package.json nearest to it, and the package's own says ES module.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

writeFileSync(
  fileURLToPath(new URL('../dist/cjs/package.json', import.meta.url)),
  '{ "type": "commonjs" }\n',
);
