import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local server that speaks the OpenAI wire format for the three calls Contentforge makes:
 * `POST /v1/images/generations` (JSON), `POST /v1/images/edits` (multipart/form-data, parsed for
 * real) and `POST /v1/chat/completions`. It answers the shapes the real API answers, checks the
 * bearer key, refuses parameters the real API refuses (`response_format` for GPT image models,
 * sizes they do not draw, a `json_object` request whose messages never say "json") with the real
 * error bodies, and can be told to fail, stall or answer given chat content, so that the real
 * `openai` SDK can be pointed at it through `baseURL`.
 */

export type OpenAIEndpoint = 'images/generations' | 'images/edits' | 'chat/completions';

/** The body of every error answer of the API. */
export interface OpenAIErrorBody {
  message: string;
  type: string;
  param: string | null;
  code: string | null;
}

export interface UploadedFile {
  /** The form field: `image` for one file, `image[]` for several. */
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export interface RecordedOpenAIRequest {
  endpoint: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or the text fields of a multipart form (`image[]` files are in `files`). */
  body: Record<string, unknown>;
  files: UploadedFile[];
  /** The status the server answered (0 while it has not, or when the client went away first). */
  status: number;
}

export interface FailureOptions {
  /** Which calls the failure applies to: `images` (generations and edits), `chat`, or any. */
  endpoint?: 'images' | 'chat';
  /** How many matching calls succeed before this failure is answered (default 0). */
  afterSuccesses?: number;
  /** How many matching calls in a row fail (default 1). */
  times?: number;
  /** The error body; the default is what the real API says for the status. */
  error?: Partial<OpenAIErrorBody>;
  headers?: Record<string, string>;
}

export interface ChatReply {
  content: string | null;
  finishReason?: 'stop' | 'length' | 'content_filter';
  refusal?: string | null;
}

export interface OpenAITestServer {
  /** The base URL to give the SDK, ending in `/v1`. */
  url: string;
  /** The only key the server accepts; anything else is answered 401 as the real API does. */
  apiKey: string;
  /** Every request, in arrival order. */
  requests: RecordedOpenAIRequest[];
  /** Requests to the images API (generations and edits), in arrival order. */
  imageRequests(): RecordedOpenAIRequest[];
  /** Queues a failure; queued failures are answered in order, each to the calls it matches. */
  failNext(status: number, options?: FailureOptions): void;
  /** Queues what the next chat completions answer; after the queue, a valid five-variant reply. */
  replyChat(...replies: Array<string | ChatReply>): void;
  /** Holds every answer back this long (0 to stop), e.g. to abort or time out a call in flight. */
  delayResponses(ms: number): void;
  close(): Promise<void>;
}

/** What the real API answers for a prompt or image its safety system refuses. */
export const MODERATION_BLOCKED: OpenAIErrorBody = {
  message:
    'Your request was rejected as a result of our safety system. Your request may contain content that is not allowed by our safety system.',
  type: 'image_generation_user_error',
  param: null,
  code: 'moderation_blocked',
};

const GPT_IMAGE_SIZES = ['1024x1024', '1024x1536', '1536x1024', 'auto'];
const IMAGE_PARAMETERS = new Set([
  'prompt',
  'model',
  'n',
  'size',
  'quality',
  'background',
  'moderation',
  'output_format',
  'output_compression',
  'partial_images',
  'response_format',
  'stream',
  'style',
  'user',
  // edits only
  'image',
  'image[]',
  'mask',
  'input_fidelity',
]);

/** The error body the real API answers for `status`, given the key that was sent. */
export function defaultErrorBody(status: number, sentKey = ''): OpenAIErrorBody {
  switch (status) {
    case 400:
      return { message: 'Invalid request.', type: 'invalid_request_error', param: null, code: null };
    case 401:
      // The real API echoes a masked key; echoing all of it makes leaks in messages easy to see.
      return {
        message: `Incorrect API key provided: ${sentKey}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      };
    case 403:
      return {
        message: 'Your organization must be verified to use the model `gpt-image-1`.',
        type: 'invalid_request_error',
        param: null,
        code: null,
      };
    case 429:
      return {
        message:
          'Rate limit reached for gpt-image-1 in organization org-test on images per minute (IPM): Limit 5, Used 5, Requested 1. Please try again in 12s.',
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      };
    default:
      return {
        message: 'The server had an error while processing your request. Sorry about that!',
        type: 'server_error',
        param: null,
        code: null,
      };
  }
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: OpenAIErrorBody,
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param: string | null, code: string | null = 'invalid_value') =>
  new Refusal(400, { message, type: 'invalid_request_error', param, code });

interface QueuedFailure extends FailureOptions {
  status: number;
  skip: number;
  left: number;
}

export async function startOpenAIServer(options: { apiKey?: string } = {}): Promise<OpenAITestServer> {
  const apiKey = options.apiKey ?? 'sk-test-contentforge-0123456789';
  const requests: RecordedOpenAIRequest[] = [];
  const failures: QueuedFailure[] = [];
  const chatReplies: ChatReply[] = [];
  let delayMs = 0;
  let imagesServed = 0;

  const takeFailure = (endpoint: string): QueuedFailure | undefined => {
    const kind = endpoint.startsWith('images/') ? 'images' : 'chat';
    const failure = failures.find((f) => !f.endpoint || f.endpoint === kind);
    if (!failure) return undefined;
    if (failure.skip > 0) {
      failure.skip--;
      return undefined;
    }
    if (--failure.left === 0) failures.splice(failures.indexOf(failure), 1);
    return failure;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, recorded: RecordedOpenAIRequest) => {
    const raw = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'POST' || !path.startsWith('/v1/')) {
      throw new Refusal(404, {
        message: `Invalid URL (${req.method} ${path})`,
        type: 'invalid_request_error',
        param: null,
        code: null,
      });
    }
    recorded.endpoint = path.slice('/v1/'.length);
    const contentType = req.headers['content-type'] ?? '';
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: raw,
      }).formData();
      for (const [field, value] of form.entries()) {
        if (typeof value === 'string') recorded.body[field] = value;
        else {
          recorded.files.push({
            field,
            name: value.name,
            type: value.type,
            bytes: Buffer.from(await value.arrayBuffer()),
          });
        }
      }
    } else if (raw.length > 0) {
      recorded.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    }

    const sentKey = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (sentKey !== apiKey) throw new Refusal(401, defaultErrorBody(401, sentKey));
    const failure = takeFailure(recorded.endpoint);
    if (failure) {
      throw Object.assign(
        new Refusal(failure.status, { ...defaultErrorBody(failure.status, sentKey), ...failure.error }),
        { headers: failure.headers },
      );
    }

    switch (recorded.endpoint) {
      case 'images/generations':
      case 'images/edits':
        return answerImages(recorded);
      case 'chat/completions':
        return answerChat(recorded, chatReplies.shift());
      default:
        throw new Refusal(404, {
          message: `Invalid URL (POST ${path})`,
          type: 'invalid_request_error',
          param: null,
          code: null,
        });
    }
  };

  const answerImages = async (recorded: RecordedOpenAIRequest) => {
    const { body } = recorded;
    const model = typeof body.model === 'string' ? body.model : 'dall-e-2';
    const gptImage = model.startsWith('gpt-image') || model.startsWith('chatgpt-image');
    for (const param of Object.keys(body)) {
      if (!IMAGE_PARAMETERS.has(param) || (gptImage && param === 'response_format')) {
        throw invalid(`Unknown parameter: '${param}'.`, param, 'unknown_parameter');
      }
    }
    if (typeof body.prompt !== 'string' || body.prompt === '') {
      throw invalid("Missing required parameter: 'prompt'.", 'prompt', 'missing_required_parameter');
    }
    if (recorded.endpoint === 'images/edits' && recorded.files.length === 0) {
      throw invalid("Missing required parameter: 'image'.", 'image', 'missing_required_parameter');
    }
    const size = typeof body.size === 'string' ? body.size : 'auto';
    if (gptImage && !GPT_IMAGE_SIZES.includes(size)) {
      throw invalid(
        `Invalid value: '${size}'. Supported values are: '1024x1024', '1024x1536', '1536x1024', and 'auto'.`,
        'size',
      );
    }
    const [width, height] = size === 'auto' ? [1024, 1024] : size.split('x').map(Number);
    const n = Number(body.n ?? 1);
    const data = [];
    for (let i = 0; i < n; i++) {
      const png = await solidPng(width ?? 1024, height ?? 1024, imagesServed++);
      data.push({ b64_json: png.toString('base64') });
    }
    return {
      created: Math.floor(Date.now() / 1000),
      background: 'opaque',
      data,
      output_format: 'png',
      quality: 'medium',
      size,
      usage: {
        input_tokens: 50,
        input_tokens_details: { image_tokens: 0, text_tokens: 50 },
        output_tokens: 1056 * n,
        total_tokens: 50 + 1056 * n,
      },
    };
  };

  const server = createServer((req, res) => {
    const recorded: RecordedOpenAIRequest = {
      endpoint: '',
      headers: req.headers,
      body: {},
      files: [],
      status: 0,
    };
    requests.push(recorded);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const send = () => {
        if (res.destroyed) return;
        recorded.status = status;
        res.writeHead(status, {
          'content-type': 'application/json',
          'x-request-id': `req_${requests.length}`,
          ...headers,
        });
        res.end(JSON.stringify(body));
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    };
    handle(req, res, recorded).then(
      (body) => answer(200, body),
      (err: unknown) => {
        if (err instanceof Refusal) {
          const headers = (err as Refusal & { headers?: Record<string, string> }).headers;
          answer(err.status, { error: err.body }, headers);
        } else {
          answer(500, { error: defaultErrorBody(500) });
        }
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    imageRequests: () => requests.filter((r) => r.endpoint.startsWith('images/')),
    failNext(status, failure = {}) {
      failures.push({ ...failure, status, skip: failure.afterSuccesses ?? 0, left: failure.times ?? 1 });
    },
    replyChat(...replies) {
      chatReplies.push(...replies.map((reply) => (typeof reply === 'string' ? { content: reply } : reply)));
    },
    delayResponses(ms) {
      delayMs = ms;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function answerChat(recorded: RecordedOpenAIRequest, queued: ChatReply | undefined) {
  const { body } = recorded;
  if (typeof body.model !== 'string') throw invalid('you must provide a model parameter', null, null);
  const messages = Array.isArray(body.messages)
    ? (body.messages as Array<{ role: string; content: unknown }>)
    : [];
  if (messages.length === 0) throw invalid("Missing required parameter: 'messages'.", 'messages');
  const text = messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
  const format = body.response_format as { type?: string } | undefined;
  if (format?.type === 'json_object' && !/json/i.test(text)) {
    throw invalid(
      "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      'messages',
      null,
    );
  }
  const subject = /Subject: (.*)/.exec(text)?.[1] ?? 'the product';
  const language = /in the language tagged (\S+)/.exec(text)?.[1] ?? 'en';
  const reply = queued ?? { content: JSON.stringify(sampleCopy(subject, language)) };
  return {
    id: `chatcmpl-${Date.now().toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: `${body.model}-2024-07-18`,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.content,
          refusal: reply.refusal ?? null,
          annotations: [],
        },
        logprobs: null,
        finish_reason: reply.finishReason ?? 'stop',
      },
    ],
    usage: {
      prompt_tokens: 120,
      completion_tokens: 240,
      total_tokens: 360,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: 'default',
    system_fingerprint: 'fp_test',
  };
}

/** What a well-behaved model writes, per language it is asked for (English for the others). */
const SAMPLE_LINES: Readonly<
  Record<string, (subject: string, n: number) => { hook: string; body: string; cta: string }>
> = {
  en: (s, n) => ({
    hook: `Variant ${n}: meet ${s}`,
    body: `${s} is the upgrade your day was missing.`,
    cta: 'Shop now',
  }),
  ja: (s, n) => ({
    hook: `その${n}：${s}をどうぞ`,
    body: `${s}で毎日がもっと楽しくなります。`,
    cta: '今すぐチェック',
  }),
  ko: (s, n) => ({
    hook: `${n}번째: ${s}을 만나보세요`,
    body: `${s}로 하루가 달라집니다.`,
    cta: '지금 확인하세요',
  }),
  'zh-Hans': (s, n) => ({ hook: `第${n}款：认识${s}`, body: `${s}让你的每一天更美好。`, cta: '立即购买' }),
  'zh-Hant': (s, n) => ({ hook: `第${n}款：認識${s}`, body: `${s}讓你的每一天更美好。`, cta: '立即購買' }),
  ar: (s, n) => ({ hook: `النسخة ${n}: تعرّف على ${s}`, body: `${s} هو ما كان ينقص يومك.`, cta: 'تسوّق الآن' }),
  hi: (s, n) => ({
    hook: `संस्करण ${n}: मिलिए ${s} से`,
    body: `${s} आपके दिन को बेहतर बनाता है।`,
    cta: 'अभी खरीदें',
  }),
};

/**
 * Five short, valid variants about `subject` in `language` (the tag the system message names):
 * what a well-behaved model answers.
 */
export function sampleCopy(subject: string, language = 'en') {
  const lines = SAMPLE_LINES[language] ?? SAMPLE_LINES.en!;
  return {
    variants: Array.from({ length: 5 }, (_, i) => ({
      ...lines(subject, i + 1),
      hashtags: ['newin', 'musthave'],
    })),
  };
}

/** A PNG of one colour, a different one per image served, at the size the call asked for. */
function solidPng(width: number, height: number, serial: number): Promise<Buffer> {
  const hue = (serial * 67) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
