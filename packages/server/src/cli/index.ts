/** The service's own commands, in the order `--help` lists them, before the client commands. */
import type { CommandDefinition } from '@contentforge/cli';
import { admin } from './admin/index.js';
import { migrate } from './migrate.js';
import { serve } from './serve.js';

export const SERVER_COMMANDS: readonly CommandDefinition[] = [serve, migrate, admin];
