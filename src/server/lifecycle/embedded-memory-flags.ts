// The embedded default's garbage collector settings, imported first by main.ts so that they are set
// before the server's modules load, whichever way the server is started (`npm start`, the tests'
// `node dist/server/main.js`, a service manager). Only with the embedded database (no DATABASE_URL,
// the same switch config.ts reads): PostgreSQL mode holds 150-190 MB and keeps V8's defaults.
//
// Why (decision 120): after a burst of entries V8's old generation held 160 MB of which 50 MB was
// live. While memory is allocated fast V8 lets the heap grow to up to four times what survived the
// last full collection, and nothing made it collect again, so the garbage stayed resident. Here
// the heap may grow to 1.3 times what survived, and the young generation stays at its start size
// (1 MB per half, where Node's default lets it grow to 16 MB). Measured with the API bench: 236-250
// MB after its load instead of 350-390, the same GET meals throughput, and about the same server
// CPU per request (`--optimize-for-size`, which does the same and more, cost 30-50% more CPU on
// GET jobs).
//
// V8 reads these flags each time it sizes the heap, so setting them here (not on the command line)
// takes effect. Durability is not touched: this is the JavaScript heap, not the database.
import v8 from 'node:v8';

export const EMBEDDED_V8_FLAGS = ['--heap-growing-percent=30', '--semi-space-growth-factor=1'];

if (!process.env.DATABASE_URL) for (const flag of EMBEDDED_V8_FLAGS) v8.setFlagsFromString(flag);
