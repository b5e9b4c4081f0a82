// Logger options for Fastify's pino. Secrets and what users typed never reach the log: cookies
// and authorization headers are not serialised, query string values (sign-in codes, state) are
// replaced, request bodies are never logged, and errors are serialised without the values a
// database error echoes (its query parameters, and quoted values in its message and detail).
import type { FastifyServerOptions } from 'fastify';

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const keys = [...new URLSearchParams(url.slice(q + 1)).keys()];
  return `${url.slice(0, q)}?${keys.map((k) => `${encodeURIComponent(k)}=[redacted]`).join('&')}`;
}

/** A PostgreSQL (pg or PGlite) error: a five-character SQLSTATE and a severity. */
const isDatabaseError = (err: Error & { code?: unknown; severity?: unknown }) =>
  typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && typeof err.severity === 'string';

// PostgreSQL quotes the offending value: `invalid input syntax for type integer: "…"`. From the
// first quote to the last, so a value holding quotes cannot end the redaction early.
const redactQuoted = (text: string) => text.replace(/"[\s\S]*"/, '"[redacted]"');

const DB_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

type LoggableError = Error & Record<string, unknown>;
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * pino's `err` serializer, safe for user input: a database error keeps its SQLSTATE and where it
 * happened but not its values; a failed drizzle query keeps its SQL (placeholders only), never
 * its params. Causes are followed a few levels.
 */
export function serializeError(value: Error, depth = 0): SerializedError {
  const err = value as LoggableError;
  const database = isDatabaseError(err);
  const query = typeof err.query === 'string' && 'params' in err ? err.query : undefined;
  const message = database ? redactQuoted(err.message) : query !== undefined ? 'Failed query' : err.message;
  const stack = err.stack && err.message ? err.stack.replace(err.message, message) : (err.stack ?? '');
  const out: SerializedError = { type: err.name, message, stack };
  if (database) {
    for (const field of DB_FIELDS) if (err[field] !== undefined) out[field] = err[field];
  } else if (typeof err.code === 'string' || typeof err.code === 'number') {
    out.code = err.code;
  }
  if (typeof err.statusCode === 'number') out.statusCode = err.statusCode;
  if (query !== undefined) out.query = query.slice(0, 2000);
  if (err.cause instanceof Error && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.secret',
        '*.email',
        '*.idToken',
        '*.restoreToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      err: serializeError,
    },
  };
}
