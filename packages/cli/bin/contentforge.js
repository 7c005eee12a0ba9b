#!/usr/bin/env node
// The client commands from the repository's build (`npm install` compiles src/ to dist/). The
// published package runs a bundle of the same code instead: see scripts/make-package.ts.
import { main } from '../dist/main.js';

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`contentforge: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
