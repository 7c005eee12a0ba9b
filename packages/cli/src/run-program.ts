/**
 * The `contentforge` program built from a list of command definitions, and run: the standalone
 * command line runs the client commands, the service's own adds serve, migrate and admin.
 */
import { Contentforge } from '@contentforge/sdk';
import { Command, CommanderError, type Option } from 'commander';
import { resolveClientConfig } from './client-config.js';
import type { CommandDefinition, DefinedCommand, Outcome } from './define-command.js';
import { type Io, loadDotEnv } from './io.js';
import { type ExplainError, purchaseHelpFor, reportError } from './report-error.js';
import { EXIT, progressBars } from './terminal.js';

export interface ProgramOptions {
  /** The first line of `--help`. */
  description: string;
  /** What `--version` prints. */
  version: string;
  /** Shown after the list of commands in `--help`. */
  helpAfter?: string;
  explainError?: ExplainError;
}

/** Runs `argv` (as `process.argv`: node, the script, then the words) and answers the exit code. */
export async function runProgram(
  argv: string[],
  io: Io,
  commands: readonly CommandDefinition[],
  options: ProgramOptions,
): Promise<number> {
  if (io.env === process.env) loadDotEnv();
  let exitCode: number = EXIT.done;
  const program = new Command('contentforge')
    .description(options.description)
    .version(options.version)
    // The program's own options only before a command: `brand show --version 2` is the command's.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  if (options.helpAfter) program.addHelpText('after', `\n${options.helpAfter}`);
  const context: Context = { io, explainError: options.explainError, setExit: (code) => (exitCode = code) };
  for (const definition of commands) register(program, definition, context);
  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (err) {
    if (!(err instanceof CommanderError)) return reportError(io, false, err, options.explainError);
    if (err.exitCode === 0) return EXIT.done;
    // Commander has told the person on standard error; a script asking for JSON gets it too.
    if (argv.includes('--json')) {
      const detail = err.message.replace(/^error: /, '');
      io.stdout(`${JSON.stringify({ error: { code: 'usage', detail } })}\n`);
    }
    return EXIT.usage;
  }
}

interface Context {
  io: Io;
  explainError: ExplainError | undefined;
  setExit(code: number): void;
}

function register(parent: Command, definition: CommandDefinition, context: Context): void {
  if (definition.kind === 'group') {
    // No action of its own: a missing or mistyped subcommand gets commander's help or suggestion.
    const group = parent.command(definition.name).description(definition.description);
    for (const inner of definition.commands) register(group, inner, context);
    return;
  }
  let command = parent.command(definition.name).description(definition.description);
  if (definition.configure) command = definition.configure(command);
  if (definition.json) command.option('--json', 'print one JSON object on standard output, and nothing else');
  // Commander checks required options before unknown ones, so a mistyped option would be reported as
  // the missing one it meant: they are checked here instead, after the unknown options and arguments.
  const required = command.options.filter((option) => option.mandatory);
  for (const option of required) option.mandatory = false;
  command.action(() => run(command, definition, required, context));
}

async function run(
  command: Command,
  definition: DefinedCommand,
  required: Option[],
  { io, explainError, setExit }: Context,
): Promise<void> {
  const opts = command.opts<Record<string, unknown> & { json?: boolean }>();
  for (const option of required) {
    if (command.getOptionValue(option.attributeName()) === undefined) {
      command.error(`error: required option '${option.flags}' not specified`, {
        code: 'commander.missingMandatoryOptionValue',
        exitCode: EXIT.usage,
      });
    }
  }
  const json = Boolean(opts.json);
  const bars = progressBars(Boolean(io.progress) && !json);
  let client: Contentforge | undefined;
  try {
    const outcome = await definition.run({
      opts,
      args: command.processedArgs,
      io,
      bars,
      get cf() {
        if (!client) {
          const { url, token } = resolveClientConfig(io.env);
          client = new Contentforge({ baseUrl: url, token });
        }
        return client;
      },
    });
    bars.stop();
    print(io, json, outcome);
    setExit(outcome.exitCode ?? EXIT.done);
  } catch (err) {
    bars.stop();
    setExit(reportError(io, json, err, explainError, await purchaseHelpFor(err, client)));
  }
}

function print(io: Io, json: boolean, outcome: Outcome): void {
  if (json && outcome.json !== undefined) io.stdout(`${JSON.stringify(outcome.json)}\n`);
  else if (!json && outcome.text !== undefined) io.stdout(`${outcome.text.join('\n')}\n`);
}
