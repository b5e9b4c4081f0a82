import { describe, expect, it } from 'vitest';
import { jsonBody, pickEncoding } from './json-body';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('jsonBody', () => {
  it('serializes once and tags the content', () => {
    const a = jsonBody({ items: [1, 2] });
    expect(a.json.toString()).toBe('{"items":[1,2]}');
    expect(jsonBody({ items: [1, 2] }).etag).toBe(a.etag);
    expect(jsonBody({ items: [1, 3] }).etag).not.toBe(a.etag);
  });
});
