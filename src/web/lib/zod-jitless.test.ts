import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('is what zod reads as its configuration when set before zod loads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
