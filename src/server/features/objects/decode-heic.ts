// HEIC (what iPhones send) is HEVC inside a HEIF box. sharp's prebuilt libvips reads the box but
// has no HEVC decoder, so the pixels come from libheif compiled to WebAssembly (heic-decode).
// That decode is synchronous and slow (about 3.5 s for a 12 MP photo), so it runs in a worker
// thread of its own (one per photo, gone afterwards with its WebAssembly memory): the event loop
// keeps serving everyone else meanwhile.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface RawImage {
  /** RGBA, 8 bits a channel, rows top to bottom (libheif has already applied rotation and mirroring). */
  data: Buffer;
  width: number;
  height: number;
}

// Resolved from this file, so it works from src/ (tsx, vitest) and from the dist/ bundle alike.
const heicDecodePath = createRequire(import.meta.url).resolve('heic-decode');

// CommonJS run by the worker. It checks the size from the file's header before decoding, so a
// "small" file declaring a huge image is refused without allocating its pixels.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(${JSON.stringify(heicDecodePath)});
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const first = images[0];
    if (first.width * first.height > workerData.maxPixels) throw new Error('image too large');
    const { width, height, data } = await first.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

// A 12 MP decode holds about 200 MB (WebAssembly heap plus the RGBA copy); a burst of uploads
// waits its turn rather than multiplying that.
const MAX_PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];

/** Decodes the first (primary) image of a HEIC file; rejects for anything it cannot decode. */
export async function decodeHeic(bytes: Buffer, opts: { maxPixels: number }): Promise<RawImage> {
  // A finishing decode hands its slot straight to the next in line, so `running` never overshoots.
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await decodeInWorker(bytes, opts);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

// A 48 MP photo decodes in about 15 s here; anything far beyond that is a decoder stuck on a
// crafted file, which must not hold a slot (or the process at shutdown) for ever.
const DECODE_TIMEOUT_MS = 60_000;

function decodeInWorker(bytes: Buffer, opts: { maxPixels: number }): Promise<RawImage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes, maxPixels: opts.maxPixels },
      stdout: true,
      stderr: true, // libheif prints its parse errors; the message posted back carries them too.
    });
    // A decode in flight does not keep a stopping process alive.
    worker.unref();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new Error('HEIC decode timed out'))), DECODE_TIMEOUT_MS);
    timer.unref();
    worker.once('message', (message: { error?: string; width?: number; height?: number; data?: Uint8ClampedArray }) => {
      if (message.error || !message.data || !message.width || !message.height) {
        finish(() => reject(new Error(`HEIC decode failed: ${message.error ?? 'no image'}`)));
        return;
      }
      const { data, width, height } = message;
      finish(() => resolve({ data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height }));
    });
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`HEIC decoder exited with code ${code}`))));
  });
}
