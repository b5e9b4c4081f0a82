import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiTranscriber, createPocketsphinxTranscriber, pcmToWav } from '../../src/ai/transcription/index';
import { loadKnowledge } from '../../src/knowledge-file';
import { signedInClient } from '../helpers/signed-in';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { describeWithDatabase } from '../helpers/test-database';
import { multipart } from './transcribe-audio';

interface Received {
  path: string;
  auth: string | undefined;
  body: string;
}

/** A stand-in for a paid speech API, speaking the OpenAI /audio/transcriptions protocol. */
async function startSpeechApi(reply: { status: number; body: unknown }) {
  const received: Received[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    received.push({
      path: req.url ?? '',
      auth: req.headers.authorization,
      body: Buffer.concat(chunks).toString('latin1'),
    });
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const clip = pcmToWav(Buffer.alloc(16_000 * 2));

function postAudio(test: TestApp, cookie: string) {
  const body = multipart('audio', 'recording.wav', 'audio/wav', clip);
  return test.app.inject({
    method: 'POST',
    url: '/api/external/audio/transcribe',
    headers: { cookie, origin: 'http://localhost:3000', 'content-type': body.contentType },
    payload: body.payload,
  });
}

describeWithDatabase('voice transcription through an OpenAI-compatible endpoint', (use) => {
  let api: Awaited<ReturnType<typeof startSpeechApi>>;
  let failing: Awaited<ReturnType<typeof startSpeechApi>>;
  let test: TestApp;
  let broken: TestApp;

  beforeAll(async () => {
    api = await startSpeechApi({ status: 200, body: { text: ' Two rotis and a bowl of dal. ' } });
    failing = await startSpeechApi({ status: 500, body: { error: { message: 'overloaded' } } });
    const transcriber = createOpenAiTranscriber({ baseUrl: api.url, apiKey: 'sk-test', model: 'whisper-large-v3' });
    test = await buildTestApp(use(), { services: { transcriber } });
    broken = await buildTestApp(use(), {
      services: { transcriber: createOpenAiTranscriber({ baseUrl: failing.url, model: 'whisper-1' }) },
    });
  });
  afterAll(async () => {
    await Promise.all([test?.app.close(), broken?.app.close(), api?.close(), failing?.close()]);
  });

  it('sends the recording with model and key, and returns the text', async () => {
    const res = await postAudio(test, (await signedInClient(test.app, use().db)).cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ transcript: 'Two rotis and a bowl of dal.' });
    const [call] = api.received;
    expect(call?.path).toBe('/v1/audio/transcriptions');
    expect(call?.auth).toBe('Bearer sk-test');
    expect(call?.body).toMatch(/name="model"\r\n\r\nwhisper-large-v3/);
    expect(call?.body).toMatch(/name="file"; filename="recording.wav"/);
    expect(call?.body.includes(clip.toString('latin1'))).toBe(true);
  });

  it("answers 503 'Failed to transcribe audio' when the endpoint fails", async () => {
    const res = await postAudio(broken, (await signedInClient(broken.app, use().db)).cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Failed to transcribe audio. Please try again.' });
  });
});

describe('voice transcription without any engine', () => {
  describeWithDatabase('offline engine not installed', (use) => {
    let test: TestApp;
    beforeAll(async () => {
      // As on a server without pocketsphinx-en-us: the model folder does not exist.
      const transcriber = createPocketsphinxTranscriber({ modelDir: '/nonexistent/pocketsphinx-model', loadKnowledge });
      test = await buildTestApp(use(), { services: { transcriber } });
    });
    afterAll(async () => {
      await test?.app.close();
    });

    it("answers 503 'Voice input is not available on this server'", async () => {
      const res = await postAudio(test, (await signedInClient(test.app, use().db)).cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Voice input is not available on this server' });
    });
  });
});
