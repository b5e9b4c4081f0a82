import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPocketsphinxTranscriber } from '../../src/ai/transcription/index';
import { loadKnowledge } from '../../src/knowledge-file';
import { signedInClient, type ApiClient } from '../helpers/signed-in';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { describeWithDatabase } from '../helpers/test-database';
import { missingSpeechTools, multipart, speak } from './transcribe-audio';

const missing = missingSpeechTools();
if (missing) console.warn(`transcription tests with the offline engine ${missing}`);

describeWithDatabase('voice transcription with the offline engine', (use) => {
  let test: TestApp;
  let client: ApiClient;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crease-voice-'));
    // The real offline engine, its language model cached in the test's own folder.
    const transcriber = createPocketsphinxTranscriber({
      loadKnowledge,
      cacheDir: path.join(dataDir, 'cache', 'pocketsphinx'),
    });
    test = await buildTestApp(use(), { services: { transcriber } });
    client = await signedInClient(test.app, use().db);
  });
  afterAll(async () => {
    await test?.app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const transcribe = (bytes: Buffer, filename: string, type: string, cookie = client.cookie) => {
    const body = multipart('audio', filename, type, bytes);
    return test.app.inject({
      method: 'POST',
      url: '/api/external/audio/transcribe',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it.skipIf(missing)('returns the meal spoken in a WAV recording', async () => {
    const res = await transcribe(speak('one bowl of chicken curry', 'wav'), 'recording.wav', 'audio/wav');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ transcript: string }>().transcript).toMatch(/chicken curry/);
  });

  it.skipIf(missing)('returns the meal spoken in a WebM/Opus recording, as browsers record', async () => {
    const res = await transcribe(speak('a glass of orange juice', 'webm'), 'recording.webm', 'audio/webm;codecs=opus');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ transcript: string }>().transcript).toMatch(/orange juice/);
  });

  it.skipIf(missing)('refuses a recording longer than 60 seconds', async () => {
    const res = await transcribe(speak('', 'long-wav'), 'recording.wav', 'audio/wav');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Failed to transcribe audio: recordings can be at most 60 seconds long' });
  });

  it.skipIf(missing)('refuses a file that is not audio with 415', async () => {
    const res = await transcribe(Buffer.from('this is not a recording'), 'recording.webm', 'audio/webm');
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toMatch(/^Failed to transcribe audio: /);
  });

  it('asks for the field "audio" when the recording is sent under another name', async () => {
    const body = multipart('file', 'recording.wav', 'audio/wav', Buffer.from('RIFF'));
    const res = await test.app.inject({
      method: 'POST',
      url: '/api/external/audio/transcribe',
      headers: { cookie: client.cookie, origin: 'http://localhost:3000', 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Failed to transcribe audio: no recording in the field "audio"' });
  });

  it('answers 401 to a guest', async () => {
    expect((await transcribe(Buffer.from('x'), 'recording.wav', 'audio/wav', '')).statusCode).toBe(401);
  });
});
