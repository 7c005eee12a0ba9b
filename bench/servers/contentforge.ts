/**
 * The `contentforge` command run from the sources (`node --import tsx bench/servers/contentforge.ts
 * serve …`): what packages/server/bin/contentforge.js does with the build, so that the scaled-shape
 * figures, like every other part's, are of the code checked out rather than of the last build.
 */
import { main } from '../../packages/server/src/main.js';
import { messageOf } from '../errors.js';

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`contentforge: ${messageOf(error)}\n`);
    process.exitCode = 1;
  },
);
