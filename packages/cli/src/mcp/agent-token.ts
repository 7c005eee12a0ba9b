import type { Contentforge } from '@contentforge/sdk';
import { ToolInputError } from './tool-results.js';

export const AGENT_TOKEN_HINT =
  'Create one with `npx contentforge admin create-token --account <id> --kind agent --role editor`.';

/**
 * The MCP server speaks for an agent: its token must be an agent token, so that the accounts it
 * adds are agent sessions and it may report its hand-offs. Checked once, on the first tool call
 * (the service may not be up when the client starts the server); a failed check is made again.
 */
export function agentTokenRequired(cf: Contentforge): () => Promise<void> {
  let checked: Promise<void> | undefined;
  return () => {
    checked ??= cf.me().then((me) => {
      if (me.kind !== 'agent') {
        throw new ToolInputError(
          `CONTENTFORGE_TOKEN is ${me.kind === 'api' ? 'an API' : 'a session'} token; the MCP server needs an agent token. ${AGENT_TOKEN_HINT}`,
          'forbidden',
        );
      }
    });
    checked.catch(() => {
      checked = undefined;
    });
    return checked;
  };
}
