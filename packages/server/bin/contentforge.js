#!/usr/bin/env node
// The `contentforge` command. The TypeScript sources are compiled to dist/ by `npm install`
// (the root `prepare` script); this file only hands over to the compiled entry point.
import { main } from '../dist/main.js';

main(process.argv).then(
  (code) => {
    if (typeof code === 'number') process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`contentforge: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
