// Zod 4 compiles object schemas with `new Function` when it may, and finds out by trying once
// when a schema is made. Our Content-Security-Policy forbids eval (script-src 'self'), so every
// signed-in start logged a CSP violation (Lighthouse: best practices 96) for a speed-up the
// browser refuses anyway. jitless skips the attempt. It must be set before any schema is made,
// that is before zod's own modules run, so it goes in zod's global configuration object, which
// zod keeps when it finds one (several copies of zod share it that way). The first import of
// main.tsx. zod-jitless.test.ts checks that zod still reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Changed in place: a zod already loaded holds this very object.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
