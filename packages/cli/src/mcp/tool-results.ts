/**
 * How a tool answers: its structured result with the same JSON as text (for clients that read only
 * text) and, for images, the pictures themselves; or a tool error (`isError`) that says what went
 * wrong in the API's own terms — the problem's `code`, its detail, and for a 402 where to buy
 * credits — so that the agent can act on it. No error escapes a tool.
 */
import {
  ContentforgeError,
  type FetchFn,
  GenerationFailedError,
  GenerationTimeoutError,
  InsufficientCreditsError,
  PublishBlockedError,
  RateLimitError,
  ValidationError,
} from '@contentforge/sdk';
import type { CallToolResult, ImageContent } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

/** A call the tool itself refuses before the API is asked (no source to upload, a path over HTTP). */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
  constructor(
    message: string,
    readonly code = 'invalid_request',
  ) {
    super(message);
  }
}

export const toolErrorShape = z
  .object({
    code: z
      .string()
      .describe(
        'Stable code: insufficient_credits, invalid_request, not_found, publish_blocked, conflict, …',
      ),
    message: z.string(),
    status: z.number().int().optional().describe("The API's HTTP status, when it answered."),
    purchaseUrl: z.string().optional().describe('insufficient_credits: where a person can buy credits.'),
    instructions: z
      .string()
      .optional()
      .describe('insufficient_credits: how the operator says credits are bought (Markdown); tell the user.'),
    contact: z
      .string()
      .optional()
      .describe('insufficient_credits: whom to ask for credits (an email address or a URL).'),
    required: z.number().int().optional().describe('insufficient_credits: credits the call needed.'),
    balance: z.number().int().optional().describe('insufficient_credits: credits there were.'),
    problems: z
      .array(z.object({ socialAccountId: z.string(), code: z.string(), message: z.string() }))
      .optional()
      .describe('publish_blocked: what stops each target.'),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('invalid_request: which field is wrong and why.'),
    generationId: z.string().optional().describe('The generation that failed or is still running.'),
    retryAfterSeconds: z.number().optional(),
    requestId: z.string().optional().describe('Quote it when asking the operator about a failure.'),
  })
  .describe('Present only on a tool error (isError).');

export type ToolErrorData = z.infer<typeof toolErrorShape>;

export function toolSuccess(
  summary: string,
  data: Record<string, unknown>,
  images: ImageContent[] = [],
): CallToolResult {
  return {
    content: [{ type: 'text', text: `${summary}\n${JSON.stringify(data)}` }, ...images],
    structuredContent: data,
  };
}

/** What the operator says about getting credits, added to a 402 so that the agent can pass it on. */
export interface PurchaseHelp {
  instructions?: string;
  contact?: string;
}

export function toolError(err: unknown, purchase: PurchaseHelp = {}): CallToolResult {
  const data = errorData(err);
  const error: ToolErrorData =
    data.code === 'insufficient_credits'
      ? {
          ...data,
          ...(purchase.instructions ? { instructions: purchase.instructions } : {}),
          ...(purchase.contact ? { contact: purchase.contact } : {}),
        }
      : data;
  return {
    isError: true,
    content: [{ type: 'text', text: `${headline(error)}\n${JSON.stringify({ error })}` }],
    structuredContent: { error },
  };
}

function headline(error: ToolErrorData): string {
  if (error.code === 'insufficient_credits') {
    return `Not enough credits (insufficient_credits): this needs ${error.required} and the balance is ${error.balance}; nothing was charged. ${howToBuy(error)}`;
  }
  const details = [
    ...(error.errors ?? []).map((e) => `${e.path}: ${e.message}`),
    ...(error.problems ?? []).map((p) => `${p.socialAccountId}: ${p.code}: ${p.message}`),
  ];
  return `Error (${error.code}): ${error.message}${details.length ? `\n- ${details.join('\n- ')}` : ''}`;
}

/** Where a person gets credits, in words an agent can repeat to them. */
export function howToBuy({
  purchaseUrl,
  instructions,
  contact,
}: PurchaseHelp & { purchaseUrl?: string }): string {
  return [
    instructions ? `How the operator sells credits: ${instructions.trim()}` : '',
    contact ? `Contact: ${contact}.` : '',
    `A person can buy credits at ${purchaseUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function errorData(err: unknown): ToolErrorData {
  if (err instanceof ToolInputError) return { code: err.code, message: err.message };
  if (!(err instanceof ContentforgeError)) {
    return {
      code: 'internal',
      message: `The tool failed: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
  const data: ToolErrorData = {
    code: err.code,
    message: err.detail ?? err.message,
    ...(err.status > 0 ? { status: err.status } : {}),
    ...(err.requestId ? { requestId: err.requestId } : {}),
  };
  if (err instanceof InsufficientCreditsError) {
    return { ...data, purchaseUrl: err.purchaseUrl, required: err.required, balance: err.balance };
  }
  if (err instanceof PublishBlockedError) {
    return {
      ...data,
      problems: err.problems.map((p) => ({
        socialAccountId: p.socialAccountId,
        code: p.code,
        message: p.message,
      })),
    };
  }
  if (err instanceof ValidationError && err.errors.length > 0) {
    return { ...data, errors: err.errors.map((e) => ({ path: e.path, message: e.message })) };
  }
  if (err instanceof RateLimitError && err.retryAfterSeconds !== undefined) {
    return { ...data, retryAfterSeconds: err.retryAfterSeconds };
  }
  if (err instanceof GenerationFailedError || err instanceof GenerationTimeoutError) {
    return { ...data, generationId: err.generation.id };
  }
  return data;
}

/**
 * The images at these addresses as image content, so that a client can show them. They are the
 * service's own files (thumbnails), fetched as the client reaches the service; one that cannot be
 * fetched is left out (its URL is in the structured result).
 */
export async function imagesAt(urls: string[], fetch: FetchFn, signal: AbortSignal): Promise<ImageContent[]> {
  const images = await Promise.all(
    urls.map(async (url): Promise<ImageContent | undefined> => {
      try {
        const response = await fetch(url, { method: 'GET', signal });
        const mimeType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
        if (!response.ok || !mimeType.startsWith('image/')) {
          await response.body?.cancel();
          return undefined;
        }
        const data = Buffer.from(await response.arrayBuffer()).toString('base64');
        return { type: 'image', data, mimeType };
      } catch {
        return undefined;
      }
    }),
  );
  return images.filter((image) => image !== undefined);
}
