/**
 * What the service's own `contentforge` command builds on: the client commands and the way every
 * command is defined and run, so that `serve`, `migrate` and `admin` sit beside them in one program.
 */
export { CLIENT_COMMANDS } from './commands/index.js';
export {
  type CommandCall,
  type CommandDefinition,
  type CommandGroup,
  type CommandSpec,
  type DefinedCommand,
  defineCommand,
  defineGroup,
  type Outcome,
} from './define-command.js';
export { type Env, type Io, processIo, readSecretLine, untilSignal } from './io.js';
export { CommandFailure, type ExplainError } from './report-error.js';
export { type ProgramOptions, runProgram } from './run-program.js';
export { columns, EXIT, UsageError } from './terminal.js';
export { cliVersion } from './version.js';
