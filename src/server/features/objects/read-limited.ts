import type { Readable } from 'node:stream';

/**
 * Reads a request body into memory, giving up as soon as it passes `maxBytes` (declared or
 * actual), so a 20 MB upload costs us at most the limit.
 */
export async function readLimited(
  stream: Readable,
  opts: { maxBytes: number; declaredLength?: string; tooLarge: () => Error },
): Promise<Buffer> {
  if (opts.declaredLength && Number(opts.declaredLength) > opts.maxBytes) throw opts.tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buf.length;
    if (total > opts.maxBytes) {
      stream.destroy();
      throw opts.tooLarge();
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}
