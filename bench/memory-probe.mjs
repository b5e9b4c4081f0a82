// Loaded into the server by `npm run bench:api` (node --import): on SIGWINCH (ignored by Node
// otherwise; SIGUSR2 would stop the server, close-with-grace listens to it) the server prints one
// line with where its memory is: V8's heap by space, and memory outside it ("external": Buffers,
// ArrayBuffers and the WebAssembly memories, PGlite's heap among them, which never shrink).
// Not part of the server: a bench's window into the process it measures (bench/server-memory.ts).
import v8 from 'node:v8';
import vm from 'node:vm';

// Every WebAssembly.Memory made after this module ran (PGlite makes its heap with `new`).
const memories = [];
const WasmMemory = WebAssembly.Memory;
WebAssembly.Memory = class extends WasmMemory {
  constructor(descriptor) {
    super(descriptor);
    memories.push(new WeakRef(this));
  }
};

const mb = (bytes) => Math.round(bytes / 1048576);

// BENCH_MEMORY_GC=1: a full collection first, to tell what is live from garbage not yet collected.
// It changes what later probes see, so it is off by default.
if (process.env.BENCH_MEMORY_GC) v8.setFlagsFromString('--expose-gc');
const gc = process.env.BENCH_MEMORY_GC ? vm.runInNewContext('gc') : null;

process.on('SIGWINCH', () => {
  const heapUsedBefore = process.memoryUsage().heapUsed;
  gc?.();
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name.replace(/_space$/, ''), mb(s.space_size)]),
  );
  const wasm = memories.map((m) => m.deref()?.buffer.byteLength ?? 0).reduce((a, b) => a + b, 0);
  const line = {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(heapUsedBefore),
    live: gc ? mb(usage.heapUsed) : null,
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    wasm: mb(wasm),
    spaces,
  };
  // The marker bench/server-memory.ts looks for.
  process.stderr.write(`crease-memory-probe ${JSON.stringify(line)}\n`);
});
