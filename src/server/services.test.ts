import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createServices } from './services';

// Tests hand the app their own services; this checks that the settings pick the right ones.
describe('createServices', () => {
  it('uses local disk, the offline speech engine and no AI model by default', () => {
    const services = createServices(loadConfig({ NODE_ENV: 'test' }));
    expect(services.storage.kind).toBe('local');
    expect(services.storage.uploadOrigin).toBeNull();
    expect(services.transcriber.name).toBe('pocketsphinx');
    expect(services.chat).toBeNull();
    expect(services.analyzer.analyze('2 rotis', { date: '2026-11-20' }).ok).toBe(true);
  });

  it('uses the bucket, the transcription endpoint and the AI model the settings name', () => {
    const services = createServices(
      loadConfig({
        NODE_ENV: 'test',
        S3_BUCKET: 'photos',
        S3_REGION: 'ap-south-1',
        TRANSCRIBE_BASE_URL: 'http://127.0.0.1:9/v1',
        AI_BASE_URL: 'http://127.0.0.1:9/v1',
        AI_MODEL: 'vision-test',
      }),
    );
    expect(services.storage.kind).toBe('s3');
    expect(services.storage.uploadOrigin).toBe('https://photos.s3.ap-south-1.amazonaws.com');
    expect(services.transcriber.name).toBe('openai-compatible');
    expect(services.chat?.model).toBe('vision-test');
  });
});
