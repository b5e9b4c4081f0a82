// A minimal client for OpenAI-compatible chat completions (OpenAI, Groq, OpenRouter, vLLM,
// Ollama ...) asking for a JSON reply that follows a schema. Plain fetch with a timeout; the
// caller validates the content with zod.
import { z } from 'zod';

export interface ChatProviderOptions {
  baseUrl: string;
  /** Not needed by local servers (Ollama, vLLM without auth). */
  apiKey?: string;
  model: string;
  /** Give up after this many ms (the built-in engine answers instead). */
  timeoutMs?: number;
}

export interface ChatProvider {
  readonly model: string;
  /**
   * The assistant message content, parsed as JSON; throws on any failure. `images` are data URLs
   * sent with the user's text as image parts (the model must be vision-capable).
   */
  completeJson(
    system: string,
    user: string,
    schemaName: string,
    schema: Record<string, unknown>,
    images?: string[],
  ): Promise<unknown>;
}

const ZCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export function createChatProvider(options: ChatProviderOptions): ChatProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    model: options.model,
    async completeJson(system, user, schemaName, schema, images = []) {
      const content =
        images.length === 0
          ? user
          : [{ type: 'text', text: user }, ...images.map((url) => ({ type: 'image_url', image_url: { url } }))];
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content },
          ],
          response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema } },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`AI provider answered ${res.status}`);
      const body = ZCompletion.parse(await res.json());
      const answer = body.choices[0]?.message.content;
      if (!answer) throw new Error('AI provider sent no content');
      return JSON.parse(answer) as unknown;
    },
  };
}
