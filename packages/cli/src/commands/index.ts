/**
 * The client commands, in the order `--help` lists them: everything here goes through the public
 * API with `@contentforge/sdk`, so it runs wherever the service can be reached.
 */
import type { CommandDefinition } from '../define-command.js';
import { accounts } from './accounts.js';
import { brand } from './brand/index.js';
import { buy } from './buy.js';
import { campaigns } from './campaigns/index.js';
import { copy } from './copy.js';
import { credits } from './credits.js';
import { cutout } from './cutout.js';
import { generate } from './generate.js';
import { image } from './image.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { mcp } from './mcp.js';
import { media } from './media.js';
import { posts } from './posts/index.js';
import { presets } from './presets.js';
import { publish } from './publish.js';
import { retry } from './retry.js';
import { upload } from './upload.js';
import { whoami } from './whoami.js';

export const CLIENT_COMMANDS: readonly CommandDefinition[] = [
  login,
  logout,
  whoami,
  upload,
  media,
  presets,
  generate,
  image,
  cutout,
  copy,
  campaigns,
  accounts,
  brand,
  posts,
  publish,
  retry,
  credits,
  buy,
  mcp,
];
