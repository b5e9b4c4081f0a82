import { describe, expect, it } from 'vitest';
import { serializeError } from './logging';

/** A PostgreSQL error as pg and PGlite raise it: the value quoted in the message and in detail. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), { name: 'error', severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it('keeps where a database error happened but none of the values it echoes', () => {
    const cause = databaseError('duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      constraint: 'users_email_key',
      table: 'users',
      detail: 'Key (email)=(virat@crease.test) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into users (email) values ($1)\nparams: virat@crease.test'),
      {
        query: 'insert into users (email) values ($1)',
        params: ['virat@crease.test'],
        cause,
      },
    );
    const out = serializeError(failed);
    expect(JSON.stringify(out)).not.toContain('virat');
    expect(out).toMatchObject({ message: 'Failed query', query: 'insert into users (email) values ($1)' });
    expect(out.cause).toMatchObject({ code: '23505', constraint: 'users_email_key', table: 'users' });
    expect(out.stack).toMatch(/^Error: Failed query\n/);
  });

  it('redacts from the first quote to the last, so quotes inside a value cannot end it early', () => {
    const out = serializeError(
      databaseError('invalid input syntax for type integer: "2 rotis "and" dal"', { code: '22P02' }),
    );
    expect(out.message).toBe('invalid input syntax for type integer: "[redacted]"');
    expect(out.stack).not.toContain('rotis');
  });

  it('leaves our own errors as they are', () => {
    const out = serializeError(Object.assign(new Error('lease renewal failed'), { code: 'ECONNRESET' }));
    expect(out).toMatchObject({ type: 'Error', message: 'lease renewal failed', code: 'ECONNRESET' });
  });
});
