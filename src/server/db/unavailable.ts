// Telling "the database cannot be reached right now" from every other failure. Those errors are
// not bugs and must not be answered like one: the API says 503 with Retry-After, start-up
// waits, a worker tries its write again, and everything resumes once the database is back.

// SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down or not yet
// accepting connections), 53300 (too many connections).
const PG_CODES = /^(08...|57P0[123]|53300)$/;
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a dropped socket with plain messages and no code.
const PG_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed|terminating connection/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error in `cause`; an AggregateError (several addresses) in `errors`.
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const err = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
    if (typeof err.code === 'string' && (PG_CODES.test(err.code) || NODE_CODES.has(err.code))) return true;
    if (typeof err.message === 'string' && PG_MESSAGES.test(err.message)) return true;
    if (Array.isArray(err.errors) && err.errors.some((x) => isDatabaseUnavailable(x))) return true;
    e = err.cause;
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE = 'Crease cannot reach its database right now. Please try again in a moment.';

/**
 * Runs `work` again while it fails only because the database is away, waiting 0.5, 1, 2, 4 s
 * between tries; any other failure, or the last one, is thrown. For writes that are safe to
 * repeat (a job's completion re-checks its lease in its own transaction).
 */
export async function retryWhileUnavailable<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= tries || !isDatabaseUnavailable(err)) throw err;
      await new Promise((r) => setTimeout(r, 500 * 2 ** (attempt - 1)));
    }
  }
}
