/**
 * One command: its name, what it does, its arguments and options in commander's own words, and
 * what it does with them. `defineCommand` keeps every command's run the same (see run-program.ts):
 * `--json` offered, required options checked after unknown ones, the SDK client made from the
 * configured service on first use, progress bars only for a person, the outcome printed, any
 * failure turned into its message and exit code.
 */
import type { Contentforge } from '@contentforge/sdk';
import type { Command } from 'commander';
import type { Io } from './io.js';
import type { Bars } from './terminal.js';

/** What a command answers: the JSON object for `--json`, the lines for a person, its exit code. */
export interface Outcome {
  json?: object;
  text?: string[];
  /** When the command ran but did not do all that was asked (0 by default). */
  exitCode?: number;
}

/** What one run of a command is given. */
export interface CommandCall<O> {
  /** The parsed options, `json` among them. */
  opts: O & { json?: boolean };
  /** The parsed arguments, in order (a variadic one is an array). */
  args: unknown[];
  io: Io;
  /**
   * The SDK client for the configured service (`CONTENTFORGE_URL` and `CONTENTFORGE_TOKEN`, else
   * the stored login), made when first read: a command that never reads it needs no service.
   */
  readonly cf: Contentforge;
  /** Progress bars on standard error; silent with `--json` or without a terminal. */
  bars: Bars;
}

export interface CommandSpec<O> {
  /** The word that runs it, as in `contentforge <name>`. */
  name: string;
  /** One line for `--help`. */
  description: string;
  /** Arguments and options, with commander's API; `requiredOption` is checked after unknown options. */
  configure?: (command: Command) => Command;
  /** Offer `--json` (default true): the outcome's `json`, and nothing else, on standard output. */
  json?: boolean;
  run(call: CommandCall<O>): Promise<Outcome>;
}

export interface DefinedCommand {
  kind: 'command';
  name: string;
  description: string;
  configure?: ((command: Command) => Command) | undefined;
  json: boolean;
  run(call: CommandCall<Record<string, unknown>>): Promise<Outcome>;
}

/** Commands under one word: `contentforge campaigns list`. */
export interface CommandGroup {
  kind: 'group';
  name: string;
  description: string;
  commands: readonly CommandDefinition[];
}

export type CommandDefinition = DefinedCommand | CommandGroup;

export function defineCommand<O extends object = object>(spec: CommandSpec<O>): DefinedCommand {
  return {
    kind: 'command',
    name: spec.name,
    description: spec.description,
    configure: spec.configure,
    json: spec.json ?? true,
    run: spec.run as DefinedCommand['run'],
  };
}

export function defineGroup(name: string, description: string, commands: CommandDefinition[]): CommandGroup {
  return { kind: 'group', name, description, commands };
}
