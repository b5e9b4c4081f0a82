// Logger options for Fastify's pino. Secrets never reach the log: cookies and authorization
// headers are not serialised, and query string values (sign-in codes, state) are replaced.
import type { FastifyServerOptions } from 'fastify';

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const keys = [...new URLSearchParams(url.slice(q + 1)).keys()];
  return `${url.slice(0, q)}?${keys.map((k) => `${encodeURIComponent(k)}=[redacted]`).join('&')}`;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token', '*.secret'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
