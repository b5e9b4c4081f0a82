// The server's entry (`npm start` imports dist/server/main.js). The embedded default's garbage
// collector settings are set first, and only then is the server loaded: a static import would
// load and run every package it uses (Fastify, PGlite, ...) before the first line here, and
// the young generation grown by then stays grown (decision 120). esbuild puts the dynamically
// imported server in a chunk of its own (scripts/build-server.mjs splits).
import './lifecycle/embedded-memory-flags';

await import('./run-server');
