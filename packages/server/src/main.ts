/**
 * The service's `contentforge` command: `serve`, `migrate` and `admin` on the configured database,
 * and every client command of `@contentforge/cli`, in one program.
 */
import { CLIENT_COMMANDS, cliVersion, EXIT, type Io, processIo, runProgram } from '@contentforge/cli';
import { SERVER_COMMANDS } from './cli/index.js';
import { AppError } from './domain/app-error.js';
import { ConfigError } from './environment.js';

export type { Io } from '@contentforge/cli';

/** The `contentforge` command. Answers the exit code. */
export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  return runProgram(argv, io, [...SERVER_COMMANDS, ...CLIENT_COMMANDS], {
    description: 'Contentforge: self-hostable content generation with one credit balance.',
    version: cliVersion(),
    explainError: (err) => {
      if (err instanceof ConfigError) {
        return {
          code: 'configuration',
          message: `configuration error: ${err.message}`,
          exitCode: EXIT.usage,
        };
      }
      if (err instanceof AppError) return { code: err.code, message: err.detail, exitCode: EXIT.failed };
      return undefined;
    },
  });
}
