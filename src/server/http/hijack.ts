// Handing a response over to code that writes to the raw Node response itself (oidc-provider,
// a Koa app). Headers our hooks set on the reply — the security headers, the request id — live
// in Fastify's reply until Fastify sends it, so a hijacked reply would go out without them
// (pages under /oidc had no Content-Security-Policy). Copy them to the raw response first.
import type { FastifyReply } from 'fastify';

export function hijackWithHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !reply.raw.hasHeader(name)) reply.raw.setHeader(name, value);
  }
  reply.hijack();
}
