import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../src/server/http/app-error';
import { describeWithDatabase } from '../helpers/test-database';
import { buildTestApp, type TestApp } from '../helpers/test-app';

describeWithDatabase('HTTP app', (use) => {
  let t: TestApp;
  let app: FastifyInstance;
  // State-changing /api calls must come from our own origin (CSRF check).
  const origin = { origin: 'http://localhost:3000' };
  const webRoot = mkdtempSync(path.join(tmpdir(), 'crease-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Crease SPA</title>');

  beforeAll(async () => {
    t = await buildTestApp(use(), { webRoot });
    app = t.app;
    // Routes that exist only to drive the one error handler through its shapes.
    app.get('/api/test/app-error', async () => {
      throw new AppError('CONFLICT', 'Already there');
    });
    app.post('/api/test/queue-error', { config: { errorBody: 'detail' } }, async () => {
      throw new AppError('RATE_LIMITED', 'Rate limit exceeded. Please try again later.');
    });
    app.post('/api/test/waitlist-error', { config: { errorBody: 'error' } }, async () => {
      throw new AppError('BAD_REQUEST', 'Please enter a valid email address');
    });
    app.post(
      '/api/test/validated',
      { schema: { body: z.object({ message: z.string().trim().min(1, 'Message must not be empty') }) } },
      async () => ({ ok: true }),
    );
    app.get('/api/test/crash', async () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers /healthz while the process is up', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 when the database is reachable and migrated', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('gives unknown /api paths a JSON 404', async () => {
    const res = await app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('serves the SPA shell for other unknown paths so the client can show its own 404', async () => {
    const res = await app.inject('/some/unknown/page');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Crease SPA');
  });

  it('serves the SPA shell at the root path', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Crease SPA');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a POST to an unknown page with the SPA', async () => {
    const res = await app.inject({ method: 'POST', url: '/some/page' });
    expect(res.statusCode).toBe(404);
  });

  it('maps an AppError to its status with a {message} body by default', async () => {
    const res = await app.inject('/api/test/app-error');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Already there' });
  });

  it('uses {detail, message} for the queue shape and {error} for the waitlist shape', async () => {
    const queue = await app.inject({ method: 'POST', url: '/api/test/queue-error', headers: origin });
    expect(queue.statusCode).toBe(429);
    expect(queue.json()).toEqual({
      detail: 'Rate limit exceeded. Please try again later.',
      message: 'Rate limit exceeded. Please try again later.',
    });
    const waitlist = await app.inject({ method: 'POST', url: '/api/test/waitlist-error', headers: origin });
    expect(waitlist.json()).toEqual({ error: 'Please enter a valid email address' });
  });

  it('answers a body that fails its schema with 400 and the schema message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { message: '   ' },
      headers: origin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Message must not be empty' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { 'content-type': 'application/json', ...origin },
      payload: '{"message":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('hides the text of unexpected errors from the client', async () => {
    const res = await app.inject('/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(res.body).not.toContain('hunter2');
  });

  it('gives every response a request id, keeping a sane one from the caller', async () => {
    const own = await app.inject('/healthz');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const hostile = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(hostile.headers['x-request-id']).not.toContain('bad');
  });

  it('sends security headers with a Content-Security-Policy that allows only our own scripts', async () => {
    const res = await app.inject('/healthz');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps cookies, authorization headers and query values out of the logs', async () => {
    await app.inject({
      url: '/api/callback?code=secret-code-123&state=secret-state-456',
      headers: { cookie: 'sid=secret-cookie-789', authorization: 'Bearer secret-token-000' },
    });
    const logs = t.logs();
    expect(logs).toContain('/api/callback?code=[redacted]&state=[redacted]');
    for (const secret of ['secret-code-123', 'secret-state-456', 'secret-cookie-789', 'secret-token-000']) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('readiness without a database', () => {
  it('answers /readyz 503 when the database is closed', async () => {
    const { openTestDatabase } = await import('../helpers/test-database');
    const database = await openTestDatabase('pglite');
    const { app } = await buildTestApp(database);
    await database.close();
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', message: 'Database is not reachable' });
    await app.close();
  });
});
