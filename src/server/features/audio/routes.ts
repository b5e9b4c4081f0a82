import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transcriber } from '../../../ai/transcription/index';
import { ZTranscribeResponse } from '../../../contracts/audio';
import { guardSignedIn, requireUser } from '../../auth/guard';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { transcribeRecording } from './service';

export const audioRoutes: FastifyPluginAsyncZod<{ transcriber: Transcriber; audio: Config['audio'] }> = async (
  app,
  { transcriber, audio: limits },
) => {
  guardSignedIn(app);
  const tooLarge = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      `Failed to transcribe audio: the recording is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`,
    );
  await app.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/external/audio/transcribe',
    { schema: { response: { 200: ZTranscribeResponse } } },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart())
        throw new AppError(
          'BAD_REQUEST',
          'Failed to transcribe audio: send the recording as multipart form data in the field "audio"',
        );
      let audio: { bytes: Buffer; filename: string; mimeType: string } | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'audio' || audio) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        const bytes = await part.toBuffer().catch((error: unknown) => {
          throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
        });
        audio = { bytes, filename: part.filename || 'recording', mimeType: part.mimetype };
      }
      if (!audio) throw new AppError('BAD_REQUEST', 'Failed to transcribe audio: no recording in the field "audio"');
      return transcribeRecording(
        { transcriber, maxSeconds: limits.maxSeconds },
        { ...audio, log: (err) => request.log.warn({ err, userId: user.id }, 'transcription failed') },
      );
    },
  );
};
