// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZTranscribeResponse } from '../../contracts/audio';
import {
  ApiError,
  apiClient,
  EARLY_GET_MAX_AGE_MS,
  isApiError,
  isNetworkError,
  isTransientError,
  startEarlyGets,
  trusted,
} from './api-client';
import { serverMessage, submitErrorMessage } from './api-error';
import { json, on, stubFetch } from './test-support';

afterEach(() => vi.unstubAllGlobals());

async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('apiClient', () => {
  it('sends credentials and JSON, and reads the answer through the schema', async () => {
    const sent = stubFetch(on('POST', '/api/external/audio/transcribe', () => json({ transcript: 'two rotis' })));
    await expect(apiClient.transcribe(new Blob(['x']), 'recording.webm', ZTranscribeResponse)).resolves.toEqual({
      transcript: 'two rotis',
    });
    expect(sent[0]?.init.credentials).toBe('include');
    expect(sent[0]?.body).toBeInstanceOf(FormData);
  });

  it('refuses an answer that does not match the contract', async () => {
    stubFetch(on('POST', '/api/external/audio/transcribe', () => json({ text: 'wrong field' })));
    const error = await failure(apiClient.transcribe(new Blob(['x']), 'a.webm', ZTranscribeResponse));
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('throws an ApiError with status, parsed body and the SPEC §8 message', async () => {
    stubFetch(on('GET', '/api/x', () => json({ message: 'Meal not found' }, 404)));
    const error = await failure(apiClient.get('/api/x', trusted()));
    expect(isApiError(error, 404)).toBe(true);
    expect((error as ApiError).body).toEqual({ message: 'Meal not found' });
    expect((error as ApiError).message).toBe('404: {"message":"Meal not found"}');
    expect(serverMessage(error, 'fallback')).toBe('Meal not found');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await failure(apiClient.send('DELETE', '/api/y'));
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect(isTransientError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
  });

  it('keeps "no connection" apart from a refusal', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(apiClient.get('/api/z', trusted()));
    expect(isNetworkError(error)).toBe(true);
    expect(isTransientError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
  });

  it('sends a photo to a bucket without cookies and to our own server with them', async () => {
    const sent = stubFetch(() => new Response(null, { status: 200 }));
    const file = new File(['img'], 'a.jpg', { type: 'image/jpeg' });
    await apiClient.uploadFile('https://bucket.example.com/put?sig=1', file);
    await apiClient.uploadFile('/api/objects/upload/abc', file);
    expect(sent.map((r) => r.init.credentials)).toEqual(['omit', 'include']);
    expect(sent[0]?.init.headers).toMatchObject({ 'Content-Type': 'image/jpeg' });
  });
});

describe('SPEC §8 meal submit texts', () => {
  const refused = (status: number, body: unknown) =>
    new ApiError(status, '', typeof body === 'string' ? body : JSON.stringify(body));

  it('shows the detail of a 429, else the rate-limit text', () => {
    expect(submitErrorMessage(refused(429, { detail: 'Slow down', message: 'x' }))).toBe('Slow down');
    expect(submitErrorMessage(refused(429, 'Too Many Requests'))).toBe('Rate limit exceeded. Please try again later.');
  });

  it('shows the message of other refusals, else the fallback', () => {
    expect(
      submitErrorMessage(refused(400, { detail: 'd', message: 'Message is too long: at most 2000 characters' })),
    ).toBe('Message is too long: at most 2000 characters');
    expect(submitErrorMessage(refused(500, 'Internal Server Error'))).toBe('Failed to submit meal');
    expect(submitErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to submit meal');
  });
});

describe('early GETs', () => {
  it('answers the first plain GET of the URL with the early request, and later ones afresh', async () => {
    let n = 0;
    const sent = stubFetch(on('GET', '/api/early', () => json({ n: ++n })));
    startEarlyGets(['/api/early']);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.credentials).toBe('include');
    await expect(apiClient.get('/api/early', trusted())).resolves.toEqual({ n: 1 });
    expect(sent).toHaveLength(1);
    await expect(apiClient.get('/api/early', trusted())).resolves.toEqual({ n: 2 });
    expect(sent).toHaveLength(2);
  });

  it('drops early answers after any write, and one that waited too long', async () => {
    let n = 0;
    const sent = stubFetch(
      on('GET', '/api/early', () => json({ n: ++n })),
      on('PUT', '/api/early', () => new Response(null, { status: 204 })),
      on('POST', '/api/other', () => new Response(null, { status: 204 })),
    );
    startEarlyGets(['/api/early']);
    await apiClient.send('PUT', '/api/early', { json: {} });
    await expect(apiClient.get('/api/early', trusted())).resolves.toEqual({ n: 2 });

    // A write to any other URL (a meal sent) drops every early answer too.
    startEarlyGets(['/api/early']);
    await apiClient.send('POST', '/api/other', { json: {} });
    await expect(apiClient.get('/api/early', trusted())).resolves.toEqual({ n: 4 });

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      startEarlyGets(['/api/early']);
      vi.setSystemTime(Date.now() + EARLY_GET_MAX_AGE_MS + 1);
      await expect(apiClient.get('/api/early', trusted())).resolves.toEqual({ n: 6 });
    } finally {
      vi.useRealTimers();
    }
    expect(sent.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET', 'GET', 'POST', 'GET', 'GET', 'GET']);
  });

  it('asks again when the early request could not reach the server', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      if (calls++ === 0) throw new TypeError('Failed to fetch');
      return json({ ok: true });
    });
    startEarlyGets(['/api/early']);
    await expect(apiClient.get('/api/early', trusted())).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('passes an early refusal on as the same ApiError', async () => {
    stubFetch(on('GET', '/api/auth/user', () => json({ message: 'Unauthorized' }, 401)));
    startEarlyGets(['/api/auth/user']);
    expect(isApiError(await failure(apiClient.get('/api/auth/user', trusted())), 401)).toBe(true);
  });
});
