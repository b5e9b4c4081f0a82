// The shared services every part of the server is handed instead of building its own: where
// photos live, the nutrition engine over the built knowledge, speech to text and the optional AI
// chat model. main.ts and worker-main.ts build them once (createServices); tests pass their own.
import { createChatProvider, type ChatProvider } from '../ai/openai-compatible';
import { createTranscriber, type Transcriber } from '../ai/transcription/index';
import { loadKnowledge } from '../knowledge-file/index';
import { createAnalyzer, type Analyzer } from '../nutrition/analyze';
import type { Config } from './config';
import { createObjectStorage } from './storage/create-storage';
import type { ObjectStorage } from './storage/object-storage';

export interface Services {
  storage: ObjectStorage;
  /** The engine over the knowledge base, loaded and indexed once. */
  analyzer: Analyzer;
  transcriber: Transcriber;
  /** The OpenAI-compatible model that splits entries and reads photos; null without AI_BASE_URL. */
  chat: ChatProvider | null;
}

/** The services the configuration asks for. Throws KnowledgeFileMissingError without a built knowledge file. */
export function createServices(config: Config): Services {
  const analyzer = createAnalyzer(loadKnowledge());
  return {
    storage: createObjectStorage(config),
    analyzer,
    transcriber: createTranscriber(
      config.transcription.kind === 'openai'
        ? config.transcription
        : {
            kind: 'offline',
            loadKnowledge: () => analyzer.knowledge,
            cacheDir: `${config.dataDir}/cache/pocketsphinx`,
          },
    ),
    chat: config.ai ? createChatProvider(config.ai) : null,
  };
}
