import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { createWindowCounter, registerPublicRateLimit } from './public-rate-limit';

describe('createWindowCounter', () => {
  it('lets max calls through a window per key, then says how long to wait, and starts afresh', () => {
    let t = 1_000;
    const count = createWindowCounter({ max: 2, windowMs: 60_000 }, () => t);
    expect([count('a'), count('a')]).toEqual([0, 0]);
    t += 15_000;
    expect(count('a')).toBe(45_000);
    expect(count('b')).toBe(0); // another address has its own cap
    t += 45_000;
    expect(count('a')).toBe(0);
  });
});

describe('registerPublicRateLimit', () => {
  it('answers 429 with Retry-After past the cap on /api/public/*, and never limits other routes', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerPublicRateLimit(app, { max: 3, windowMs: 60_000 });
    app.get('/api/public/report', async () => ({ ok: true }));
    app.get('/api/meals', async () => ({ ok: true }));
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.inject('/api/public/report')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await app.inject('/api/public/report');
    expect(limited.json().message).toBe('Too many requests. Please wait a minute and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await app.inject('/api/meals')).statusCode).toBe(200);
    await app.close();
  });
});
