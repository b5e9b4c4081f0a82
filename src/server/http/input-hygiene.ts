// One check for every route, before its schema runs: no text the caller sent may contain a NUL
// character. PostgreSQL cannot store U+0000 in text or JSON, so it would otherwise fail deep in
// a query — a 500, and a database error that echoes the text into the log — for what is simply
// bad input (decision 103). Applied to parsed JSON and form bodies, query strings and path
// parameters alike, so no route can forget it; the error handler shapes the 400 per route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './app-error';

const NUL = '\u0000';

/** The dotted path of the first string (or key) holding a NUL, '' for the value itself; null if none. */
export function findNul(value: unknown): string | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => pending.push([item, path ? `${path}.${i}` : String(i)]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return at.replaceAll(NUL, '');
        pending.push([item, at]);
      }
    }
  }
  return null;
}

export function nulMessage(field: string): string {
  return `${field || 'Input'} must not contain a NUL character`;
}

function checkRequest(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const at = findNul(part);
    if (at !== null) throw badRequest(nulMessage(at));
  }
}

export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequest(request));
}
