// Voice input (SPEC §7): POST /api/external/audio/transcribe, multipart field `audio` → {transcript}.
import { z } from 'zod';

export const ZTranscribeResponse = z.object({ transcript: z.string() });
export type TranscribeResponse = z.infer<typeof ZTranscribeResponse>;
