// The server's memory, from inside (bench/memory-probe.mjs, loaded with --import, answers
// SIGWINCH with one line on stderr) and from Linux (/proc): printed by `npm run bench:api` before
// and after its runs so that a change in RSS can be traced to V8's heap, Buffers or PGlite's
// WebAssembly heap.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerProcess } from '../tests/helpers/server-process';
import { processMemory } from './process-stats';

/** Node flag that loads the probe into the server. */
export const MEMORY_PROBE_ARGS = [
  '--import',
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-probe.mjs'),
];
const MARKER = 'crease-memory-probe ';

interface ProbeLine {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  /** The heap after a full collection (BENCH_MEMORY_GC=1 only). */
  live: number | null;
  external: number;
  arrayBuffers: number;
  wasm: number;
  spaces: Record<string, number>;
}

async function probe(server: ServerProcess): Promise<ProbeLine | null> {
  const seen = server.output().split(MARKER).length;
  server.child.kill('SIGWINCH');
  for (let i = 0; i < 200; i++) {
    const parts = server.output().split(MARKER);
    if (parts.length > seen) return JSON.parse(parts[parts.length - 1]!.split('\n')[0]!) as ProbeLine;
    await new Promise((r) => setTimeout(r, 10));
  }
  return null;
}

/** Lines for the bench's output: RSS (anonymous and file-backed) and the breakdown, in MB. */
export async function serverMemory(server: ServerProcess): Promise<string[]> {
  const line = await probe(server);
  const rss = processMemory(server.child.pid!);
  if (!line) return [rss];
  const s = line.spaces;
  // What V8 does not account for (external already holds the WebAssembly memories): compiled
  // code (PGlite's WebAssembly among it), malloc'd memory of native modules (libvips, zlib,
  // brotli), thread stacks, and memory malloc keeps after it was freed.
  const rest = line.rss - line.heapTotal - line.external;
  return [
    rss,
    `  V8 heap ${line.heapUsed} of ${line.heapTotal} MB${line.live === null ? '' : `, ${line.live} live`} (new ${s.new ?? 0}, old ${s.old ?? 0}, code ${s.code ?? 0}, large objects ${s.large_object ?? 0})`,
    `  external ${line.external} MB (PGlite's WebAssembly memory ${line.wasm}, ArrayBuffers ${line.arrayBuffers})   the rest (code, native heaps) ${rest} MB`,
  ];
}
