// A JSON response serialized once and sent many times (see features/meals/list-cache.ts): its
// ETag, so a client that has it gets a 304, and its brotli or gzip form, made on first demand
// and kept, so a phone downloads a tenth of the bytes and the server compresses it only once.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encoders: Record<Encoding, (b: Buffer) => Promise<Buffer>> = {
  br: (b) =>
    brotliAsync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }),
  gzip: (b) => gzipAsync(b, { level: 6 }),
};
/** Below this, compressing saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

export interface JsonBody {
  readonly json: Buffer;
  readonly etag: string;
  /** Compressed forms made so far. */
  readonly encoded: Map<Encoding, Promise<Buffer>>;
}

export function jsonBody(value: unknown): JsonBody {
  const json = Buffer.from(JSON.stringify(value));
  // A hash of the content: two users with identical lists may share it harmlessly, and any change
  // of content, whoever made it, changes it.
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, etag, encoded: new Map() };
}

/** The best encoding the client accepts (brotli, then gzip), or null for the plain body. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || weak(t) === weak(etag));
}

/** Sends `body` as a private, always-revalidated JSON response: 304, compressed or plain. */
export async function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding').header('etag', body.etag);
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = body.json.length >= MIN_COMPRESS_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.json);
  let encoded = body.encoded.get(encoding);
  if (!encoded) {
    encoded = encoders[encoding](body.json);
    body.encoded.set(encoding, encoded);
    encoded.catch(() => body.encoded.delete(encoding));
  }
  return reply.header('content-encoding', encoding).send(await encoded);
}
