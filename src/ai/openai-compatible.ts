// A minimal client for OpenAI-compatible chat completions (OpenAI, Groq, OpenRouter, vLLM,
// Ollama ...) asking for a JSON reply that follows a schema. Plain fetch with a timeout; the
// caller validates the content with zod.
import { z } from 'zod';

export interface ChatProviderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Give up after this many ms (the built-in engine answers instead). */
  timeoutMs?: number;
}

export interface ChatProvider {
  readonly model: string;
  /** The assistant message content, parsed as JSON; throws on any failure. */
  completeJson(system: string, user: string, schemaName: string, schema: Record<string, unknown>): Promise<unknown>;
}

/** The provider configured by AI_BASE_URL, AI_API_KEY and AI_MODEL, or undefined when any is missing. */
export function aiOptionsFromEnv(env: Record<string, string | undefined>): ChatProviderOptions | undefined {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = env;
  if (!baseUrl || !apiKey || !model) return undefined;
  const timeout = Number(env.AI_TIMEOUT_MS);
  return { baseUrl, apiKey, model, ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}) };
}

const ZCompletion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });

export function createChatProvider(options: ChatProviderOptions): ChatProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    model: options.model,
    async completeJson(system, user, schemaName, schema) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          messages: [{ role: 'system', content: system }, { role: 'user', content: user }],
          response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema } },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`AI provider answered ${res.status}`);
      const body = ZCompletion.parse(await res.json());
      const content = body.choices[0]?.message.content;
      if (!content) throw new Error('AI provider sent no content');
      return JSON.parse(content) as unknown;
    },
  };
}
