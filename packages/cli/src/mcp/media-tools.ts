/** Tools for the media library: adding an image, and finding what is in it. */
import { openAsBlob } from 'node:fs';
import { access, constants, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { sniffImageType, UPLOAD_TYPES } from '@contentforge/sdk';
import { z } from 'zod';
import { defineTool, type McpMode, nextCursorOutput, pageInput, type ToolCall } from './define-tool.js';
import { ToolInputError } from './tool-results.js';
import { mediaShape } from './tool-shapes.js';

const uploadDescription = (mode: McpMode) =>
  [
    "Adds an image to the workspace's media library and returns it: its `id` (for create_post), its `url` (for referenceImages of generate_from_preset and generate_images) and its size. Free.",
    mode === 'stdio'
      ? 'Give exactly one source: `path` (an image file on this computer, best an absolute path), `url` (an http(s) address the service fetches), or `base64` (the bytes, with `mimeType`).'
      : 'Give exactly one source: `url` (an http(s) address the service fetches) or `base64` (the bytes, with `mimeType`). `path` is not available here: this server runs on the service, not on your computer.',
    'JPEG, PNG, WebP, AVIF or GIF, up to 25 MiB and 50 megapixels; metadata such as GPS position is removed.',
  ].join(' ');

export const uploadMedia = defineTool({
  name: 'upload_media',
  title: 'Upload an image',
  description: uploadDescription,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  input: {
    path: z
      .string()
      .min(1)
      .optional()
      .describe('stdio only: the path of an image file on the computer this server runs on.'),
    url: z
      .url({ protocol: /^https?$/, message: 'must be an http or https URL' })
      .max(2048)
      .optional()
      .describe('A public http(s) address of the image; the service fetches it.'),
    base64: z.string().min(1).optional().describe('The image bytes in base64 (a data: URL is accepted too).'),
    mimeType: z
      .enum(UPLOAD_TYPES)
      .optional()
      .describe('The type of the base64 or file bytes; read from the bytes when left out.'),
    filename: z.string().min(1).max(255).optional().describe('A name to keep with the image.'),
  },
  output: { media: mediaShape },
  async run(args, call) {
    const sources = [args.path, args.url, args.base64].filter((s) => s !== undefined).length;
    if (sources !== 1) {
      throw new ToolInputError(
        `Give exactly one of ${call.mode === 'stdio' ? '`path`, ' : ''}\`url\` or \`base64\` (got ${sources}).`,
      );
    }
    const media = await (args.url !== undefined
      ? call.cf.media.import(args.url, args.filename ? { filename: args.filename } : {}, {
          signal: call.signal,
        })
      : args.base64 !== undefined
        ? uploadBase64(args.base64, args, call)
        : uploadFile(args.path!, args, call));
    return {
      summary: `Added ${media.id} (${media.mimeType}, ${media.width}×${media.height}) to the library: ${media.url}`,
      data: { media },
    };
  },
});

type UploadArgs = { mimeType?: (typeof UPLOAD_TYPES)[number] | undefined; filename?: string | undefined };

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[^;,]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/\-_]+={0,2}$/;

function uploadBase64(text: string, args: UploadArgs, call: ToolCall) {
  let mimeType = args.mimeType;
  let body = text.trim();
  const dataUrl = DATA_URL.exec(body);
  if (dataUrl) {
    body = body.slice(dataUrl[0].length);
    const declared = dataUrl[1]?.toLowerCase();
    if (!mimeType && declared && (UPLOAD_TYPES as readonly string[]).includes(declared)) {
      mimeType = declared as UploadArgs['mimeType'];
    }
  }
  body = body.replace(/\s+/g, '');
  if (!BASE64.test(body)) throw new ToolInputError('`base64` is not base64-encoded data.');
  const bytes = Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
  return call.cf.upload(bytes, { mimeType, filename: args.filename, signal: call.signal });
}

async function uploadFile(given: string, args: UploadArgs, call: ToolCall) {
  if (call.mode !== 'stdio') {
    throw new ToolInputError(
      'Uploading by `path` only works when the MCP server runs on your computer (`contentforge mcp`); over HTTP the path would name a file of the service. Send the image as `base64` or give a `url`.',
      'path_not_available',
    );
  }
  const file = path.resolve(
    given === '~' || given.startsWith('~/') ? path.join(homedir(), given.slice(1)) : given,
  );
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new ToolInputError(`There is no file at ${file}.`, 'file_not_found');
  await access(file, constants.R_OK).catch(() => {
    throw new ToolInputError(`The file ${file} cannot be read (permissions).`, 'file_not_readable');
  });
  // Streamed from the disk: a large file is never held in memory whole.
  const blob = await openAsBlob(file);
  // Only an image leaves this computer: its type is read from the file's first bytes, never taken on trust.
  const mimeType = sniffImageType(new Uint8Array(await blob.slice(0, 16).arrayBuffer()));
  if (!mimeType) {
    throw new ToolInputError(
      `${file} is not a JPEG, PNG, WebP, AVIF or GIF image.`,
      'unsupported_media_type',
    );
  }
  if (args.mimeType && args.mimeType !== mimeType) {
    throw new ToolInputError(`${file} is ${mimeType}, not ${args.mimeType}.`, 'unsupported_media_type');
  }
  return call.cf.upload(blob, {
    mimeType,
    filename: args.filename ?? path.basename(file),
    signal: call.signal,
  });
}

export const searchMedia = defineTool({
  name: 'search_media',
  title: 'Search the media library',
  description:
    "Lists the workspace's media library, newest first: uploaded and generated images with their ids, URLs and captions. Filter by `source` (upload or generation) and `campaignId`. Free. Answers up to `limit` items and a `nextCursor` when there are more.",
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: {
    source: z.enum(['upload', 'generation']).optional(),
    campaignId: z.string().min(1).optional(),
    ...pageInput,
  },
  output: { media: z.array(mediaShape), nextCursor: nextCursorOutput },
  async run(args, call) {
    const page = await call.cf.media.list(args, { signal: call.signal });
    return {
      summary: `${page.data.length} image(s)${page.nextCursor ? '; more with nextCursor' : ''}.`,
      data: { media: page.data, nextCursor: page.nextCursor },
    };
  },
});

export const mediaTools = [uploadMedia, searchMedia];
