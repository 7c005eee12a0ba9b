/**
 * One tool: its name, description for a model, annotations, input and output schemas, and what it
 * does with the SDK. `defineTool` keeps every tool's call the same: the caller is checked, the
 * result is cut to the output schema, and any failure becomes a tool error.
 */
import { type Contentforge, type FetchFn, InsufficientCreditsError } from '@contentforge/sdk';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ImageContent, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { toolError, toolErrorShape, toolSuccess } from './tool-results.js';

/** `stdio`: a process on the agent's machine; `http`: the service's own `/mcp` endpoint. */
export type McpMode = 'stdio' | 'http';

/** What the tools work with, for one connection (stdio) or one request (HTTP). */
export interface McpContext {
  /** The SDK client, with the agent's token. */
  cf: Contentforge;
  mode: McpMode;
  /** Reaches the service's files (thumbnails) the way `cf` reaches the API. */
  fetch: FetchFn;
  /** Throws when the caller may not use the tools (not an agent token); run before every call. */
  checkCaller?: () => Promise<void>;
}

/** What one call of a tool is given. */
export interface ToolCall {
  cf: Contentforge;
  mode: McpMode;
  fetch: FetchFn;
  /** Aborted when the client cancels the call or goes away. */
  signal: AbortSignal;
  /** Tells the client how far a long call is, when it asked to be told. */
  progress(done: number, total: number, message: string): Promise<void>;
}

export interface ToolAnswer<O extends z.ZodRawShape> {
  /** One line for a person or a model; the structured result follows it as JSON. */
  summary: string;
  data: z.input<z.ZodObject<O>>;
  images?: ImageContent[];
}

interface ToolSpec<I extends z.ZodRawShape, O extends z.ZodRawShape> {
  name: string;
  title: string;
  description: string | ((mode: McpMode) => string);
  annotations: Omit<ToolAnnotations, 'title'>;
  input: I;
  output: O;
  run(args: z.output<z.ZodObject<I>>, call: ToolCall): Promise<ToolAnswer<O>>;
}

export interface McpTool {
  name: string;
  register(server: McpServer, context: McpContext): void;
}

export function defineTool<I extends z.ZodRawShape, O extends z.ZodRawShape>(spec: ToolSpec<I, O>): McpTool {
  // Strict: a misnamed argument is refused by name rather than dropped.
  const input: z.ZodType = z.strictObject(spec.input);
  const output = z.object(spec.output);
  // Every field is optional and `error` is added because clients of the MCP SDK 1.x check the
  // structured content of tool errors against the output schema too: a 402's purchase link must
  // pass that check. A successful call fills every field its view requires.
  const outputSchema = output.partial().extend({ error: toolErrorShape.optional() });
  return {
    name: spec.name,
    register(server, context) {
      server.registerTool(
        spec.name,
        {
          title: spec.title,
          description:
            typeof spec.description === 'function' ? spec.description(context.mode) : spec.description,
          inputSchema: input,
          outputSchema,
          annotations: { title: spec.title, ...spec.annotations },
        },
        async (args, extra) => {
          try {
            await context.checkCaller?.();
            const progressToken = extra._meta?.progressToken;
            const answer = await spec.run(args as z.output<z.ZodObject<I>>, {
              cf: context.cf,
              mode: context.mode,
              fetch: context.fetch,
              signal: extra.signal,
              progress: async (done, total, message) => {
                if (progressToken === undefined) return;
                await extra
                  .sendNotification({
                    method: 'notifications/progress',
                    params: { progressToken, progress: done, total, message },
                  })
                  .catch(() => undefined);
              },
            });
            // Only the view's fields, exactly as its schema says (a parse failure is a tool error).
            return toolSuccess(answer.summary, output.parse(answer.data), answer.images);
          } catch (err) {
            // Not enough credits: the operator's own words on getting more go with the link.
            const purchase =
              err instanceof InsufficientCreditsError
                ? await context.cf.credits.purchaseOptions({ signal: extra.signal }).catch(() => undefined)
                : undefined;
            return toolError(err, purchase);
          }
        },
      );
    },
  };
}

/** The optional `Idempotency-Key` of a paid tool. */
export const idempotencyKeyInput = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x20-\x7e]+$/, 'printable ASCII only')
  .optional()
  .describe(
    'Optional. The same key with the same arguments within 24 h answers the first result again and charges nothing more: reuse it when you retry a call whose answer you did not get.',
  );

/** Paging of list tools. */
export const pageInput = {
  limit: z.number().int().min(1).max(100).optional().describe('Items per page, 1–100 (default 20).'),
  cursor: z.string().min(1).optional().describe('The nextCursor of the previous page.'),
};

export const nextCursorOutput = z
  .string()
  .optional()
  .describe('Pass it as cursor for the next page; absent on the last.');
