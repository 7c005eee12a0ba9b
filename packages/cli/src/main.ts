/**
 * `contentforge` as installed from `@contentforge/cli`: the client commands and the MCP server for
 * agents, over the public API. The service itself (serve, migrate, admin) is not in this package.
 */
import { CLIENT_COMMANDS } from './commands/index.js';
import { type Io, processIo } from './io.js';
import { runProgram } from './run-program.js';
import { EXIT } from './terminal.js';
import { cliVersion } from './version.js';

/** Commands of the service's own `contentforge`, which this package leaves out. */
const SERVICE_COMMANDS = new Set(['serve', 'migrate', 'admin']);

export const DESCRIPTION =
  'The Contentforge command line: the media library, presets, generations, posts, publishing and credits of a Contentforge service, and its MCP server for AI agents.';

export async function main(argv: string[] = process.argv, io: Io = processIo()): Promise<number> {
  const word = argv[2];
  if (word !== undefined && SERVICE_COMMANDS.has(word)) {
    io.stderr(
      `contentforge: ${word} belongs to the service itself, which this package does not include: run it where the service is installed (npx contentforge ${word} in its repository, or its container image). This command line talks to a running service: set CONTENTFORGE_URL and CONTENTFORGE_TOKEN, or run contentforge login.\n`,
    );
    return EXIT.usage;
  }
  return runProgram(argv, io, CLIENT_COMMANDS, {
    description: DESCRIPTION,
    version: cliVersion(),
    helpAfter:
      'The service is found at CONTENTFORGE_URL with the token CONTENTFORGE_TOKEN, else where contentforge login stored them.',
  });
}
