/**
 * Writes `src/openapi.ts`, the SDK's types, from the service's OpenAPI document (the same Zod
 * schemas that validate requests). `npm run generate -w packages/sdk` after changing the API; the
 * test suite fails while the committed file differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedTypes } from './openapi-types.js';

const target = fileURLToPath(new URL('../src/openapi.ts', import.meta.url));
writeFileSync(target, await generatedTypes());
process.stdout.write(`Wrote ${target}\n`);
