import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/pglite') });
    expect(config.workers).toEqual({ inProcess: true, concurrency: 2 });
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATABASE_POOL_MAX: '4' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test', poolMax: 4 });
  });

  it('refuses PORT=abc with a message naming PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(/PORT="abc": must be a whole number/);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'LOG_LEVEL']) expect(problems).toContain(name);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('derives the public URL from PORT and strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://crease.example/' }).publicUrl).toBe('https://crease.example');
  });

  it('knows whether PUBLIC_URL was given (unset, sign-in follows the address each request used)', () => {
    expect(loadConfig({}).publicUrlSet).toBe(false);
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrlSet).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://crease.example' }).publicUrlSet).toBe(true);
  });

  it('logs password-reset links without SMTP_URL, and needs PUBLIC_URL and MAIL_FROM with it', () => {
    expect(loadConfig({}).mail).toEqual({ kind: 'log' });
    const smtp = { SMTP_URL: 'smtp://mail.example:587', MAIL_FROM: 'Crease <no-reply@crease.example>' };
    expect(loadConfig({ ...smtp, PUBLIC_URL: 'https://crease.example' }).mail).toEqual({
      kind: 'smtp',
      url: smtp.SMTP_URL,
      from: smtp.MAIL_FROM,
    });
    expect(() => loadConfig(smtp)).toThrowError(/PUBLIC_URL.*must be set when SMTP_URL is set/);
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL, PUBLIC_URL: 'https://crease.example' })).toThrowError(
      /MAIL_FROM/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrowError(/SMTP_URL.*smtp:\/\//);
  });

  it('turns the AI provider on only with AI_BASE_URL and AI_MODEL (the key is optional)', () => {
    expect(loadConfig({}).ai).toBeNull();
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).ai).toBeNull();
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llava' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llava',
      timeoutMs: 20_000,
    });
    expect(
      loadConfig({ AI_BASE_URL: 'https://api.example/v1', AI_MODEL: 'm', AI_API_KEY: 'k', AI_TIMEOUT_MS: '5000' }).ai,
    ).toMatchObject({ apiKey: 'k', timeoutMs: 5000 });
  });
});
