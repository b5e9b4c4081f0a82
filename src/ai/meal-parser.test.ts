// The AI step against a local server that speaks the OpenAI chat-completions protocol.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer } from '../nutrition/analyze';
import { fixtureKnowledge } from '../nutrition/test-knowledge';
import { analyzeWithAi } from './meal-parser';
import { createChatProvider } from './openai-compatible';

type Reply = { status: number; body: string; delayMs?: number };
let next: Reply = { status: 200, body: '{}' };
type SentMessage = {
  role: string;
  content: string | Array<{ type: string; text?: string; image_url?: { url: string } }>;
};
const seen: Array<{
  auth: string | undefined;
  body: { model: string; response_format?: { type: string }; messages: SentMessage[] };
}> = [];
let server: Server;
let baseUrl = '';

const completion = (content: unknown) =>
  JSON.stringify({
    choices: [
      { message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } },
    ],
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body: JSON.parse(data) as (typeof seen)[number]['body'] });
      const reply = next;
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const analyzer = createAnalyzer(fixtureKnowledge());
const ctx = { timeZone: 'Asia/Kolkata', now: new Date('2026-11-22T04:30:00Z') };
const provider = () => createChatProvider({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 300 });
const item = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  quantity: null,
  unit: null,
  size: null,
  grams: null,
  estimate_per_100g: null,
  ...extra,
});

describe('analyzeWithAi', () => {
  it('grounds the model’s items in the knowledge base, taking no numbers from the model for known foods', async () => {
    next = {
      status: 200,
      body: completion({
        items: [
          item('chapati', {
            quantity: 2,
            unit: 'piece',
            estimate_per_100g: { calories_kcal: 900, protein_g: 0, carbs_g: 0, fat_g: 100 },
          }),
          item('dal', { quantity: 1, unit: 'katori' }),
        ],
      }),
    };
    const r = await analyzeWithAi('do roti, ek katori dal', ctx, { provider: provider(), analyzer });
    expect(r.source).toBe('ai');
    expect(r.meals.map((m) => m.components[0]?.food_id)).toEqual(['dish:roti', 'dish:dal']);
    expect(r.meals[0]?.macros.calories_kcal).toBe(240); // 80 g × 300 kcal/100 g from the base, not the 900 offered
    expect(r.meals[0]?.estimated).toBeUndefined();
    expect(seen.at(-1)).toMatchObject({
      auth: 'Bearer test-key',
      body: { model: 'test-model', response_format: { type: 'json_schema' } },
    });
  });

  it('marks a food the base lacks as estimated', async () => {
    next = {
      status: 200,
      body: completion({
        items: [
          item('quinoa tabbouleh', {
            grams: 150,
            estimate_per_100g: { calories_kcal: 120, protein_g: 4, carbs_g: 18, fat_g: 4 },
          }),
        ],
      }),
    };
    const r = await analyzeWithAi('quinoa tabbouleh 150 g', ctx, { provider: provider(), analyzer });
    expect(r.meals[0]).toMatchObject({ estimated: true, macros: { calories_kcal: 180 } });
    expect(r.meals[0]?.components[0]?.food_id).toBe('estimate:quinoa-tabbouleh');
  });

  it('sends the photos as image parts with the text, and grounds what the model saw', async () => {
    next = {
      status: 200,
      body: completion({
        items: [item('dal', { quantity: 1, unit: 'katori' }), item('rice', { quantity: 1, unit: 'plate' })],
      }),
    };
    const photo = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    const r = await analyzeWithAi('dal with this', ctx, { provider: provider(), analyzer, images: [photo] });
    expect(r.source).toBe('ai');
    expect(r.meals.map((m) => m.components[0]?.food_id)).toEqual(['dish:dal', expect.stringMatching(/rice/)]);
    const [system, user] = seen.at(-1)!.body.messages;
    expect(system!.content).toContain('Photos of the meal');
    expect(user!.content).toEqual([
      { type: 'text', text: 'dal with this' },
      { type: 'image_url', image_url: { url: photo } },
    ]);
  });

  it('sends text alone, with no Authorization header, when there are no photos and no key', async () => {
    next = { status: 200, body: completion({ items: [item('dal')] }) };
    await analyzeWithAi('dal', ctx, {
      provider: createChatProvider({ baseUrl, model: 'local', timeoutMs: 300 }),
      analyzer,
    });
    expect(seen.at(-1)!.auth).toBeUndefined();
    expect(seen.at(-1)!.body.messages[1]!.content).toBe('dal');
    expect(seen.at(-1)!.body.messages[0]!.content).not.toContain('Photos');
  });

  it.each([
    ['malformed JSON content', { status: 200, body: completion('not json {') }],
    ['output outside the schema', { status: 200, body: completion({ items: [{ name: 5 }] }) }],
    ['a provider error', { status: 500, body: '{"error":"boom"}' }],
    ['a timeout', { status: 200, body: completion({ items: [item('dal')] }), delayMs: 1000 }],
  ])('falls back to the built-in engine on %s', async (_name, reply) => {
    next = reply;
    const r = await analyzeWithAi('2 rotis and dal', ctx, { provider: provider(), analyzer });
    expect(r.source).toBe('engine');
    expect(r.fallbackReason).toBeTruthy();
    expect(r.meals.map((m) => m.components[0]?.food_id)).toEqual(['dish:roti', 'dish:dal']);
  });
});
