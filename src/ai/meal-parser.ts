// Optional AI step of meal analysis: a chat model splits the text into foods with amounts;
// every food is then grounded in the knowledge base, which alone supplies the numbers of a
// food it knows. Only a food the base lacks may keep the model's estimate, and its meal is
// marked `estimated`. Any failure (timeout, error, malformed output) falls back to the
// built-in engine, so the AI can only add understanding, never take it away.
import { z } from 'zod';
import type { AnalyzedMeal, MealComponent } from '../contracts/meal';
import {
  entryTiming,
  MEAL_TEXT_MAX_CHARS,
  type AnalyzeContext,
  type AnalyzeResult,
  type Analyzer,
} from '../nutrition/analyze';
import { normalizeName, type UnitSize } from '../nutrition/knowledge';
import { fromWords } from '../nutrition/describe';
import { composeMeal, itemComponent, portionLabel } from '../nutrition/meal';
import type { ChatProvider } from './openai-compatible';

const ZEstimate = z.object({
  calories_kcal: z.number().min(0).max(902),
  protein_g: z.number().min(0).max(100),
  carbs_g: z.number().min(0).max(100),
  fat_g: z.number().min(0).max(100),
});
export const ZAiItems = z.object({
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(120),
        quantity: z.number().positive().max(10_000).nullable(),
        unit: z.string().max(40).nullable(),
        size: z.enum(['small', 'medium', 'large']).nullable(),
        grams: z.number().positive().max(10_000).nullable(),
        estimate_per_100g: ZEstimate.nullable(),
      }),
    )
    .max(40),
});
export type AiItems = z.infer<typeof ZAiItems>;

const num = { type: ['number', 'null'] };
const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'quantity', 'unit', 'size', 'grams', 'estimate_per_100g'],
        properties: {
          name: { type: 'string' },
          quantity: num,
          unit: { type: ['string', 'null'] },
          size: { type: ['string', 'null'], enum: ['small', 'medium', 'large', null] },
          grams: num,
          estimate_per_100g: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['calories_kcal', 'protein_g', 'carbs_g', 'fat_g'],
            properties: {
              calories_kcal: { type: 'number' },
              protein_g: { type: 'number' },
              carbs_g: { type: 'number' },
              fat_g: { type: 'number' },
            },
          },
        },
      },
    },
  },
} as const;

const SYSTEM = `You split a meal log (English, Hinglish, any South Asian language in Latin script) into the foods eaten.
One item per food; a dish with add-ons ("parathas with butter") is several items. Use common English or Indian dish names.
quantity and unit as the user said them (unit: piece, katori, bowl, glass, cup, plate, tbsp, tsp, scoop, slice, g, ml); grams only if stated.
estimate_per_100g only for foods that are not everyday South Asian or common athlete foods; otherwise null. Ignore words that are not food.`;

// Added when the entry has photos: the model names what it sees, and the numbers still come
// from the knowledge base through the same grounding as text.
const WITH_PHOTOS = `
Photos of the meal come with the text. Also list the foods you can see that the text does not mention, with a portion in household units (piece, katori, bowl, plate, glass) judged from the photo. Where the text states a food or an amount, the text wins.`;

export interface AiMealParserOptions {
  provider: ChatProvider;
  /** The engine over the knowledge base: it grounds every food and answers when the model fails. */
  analyzer: Analyzer;
  /** The entry's photos as data URLs, for a vision-capable model. */
  images?: string[];
}

export type AiAnalyzeResult = AnalyzeResult & { source: 'ai' | 'engine'; fallbackReason?: string };

export async function analyzeWithAi(
  text: string,
  ctx: AnalyzeContext,
  options: AiMealParserOptions,
): Promise<AiAnalyzeResult> {
  const { analyzer } = options;
  const builtIn = (reason: string): AiAnalyzeResult => ({
    ...analyzer.analyze(text, ctx),
    source: 'engine',
    fallbackReason: reason,
  });
  if (text.trim() === '' || text.length > MEAL_TEXT_MAX_CHARS) return builtIn('input rejected before the AI step');
  let parsed: AiItems;
  try {
    const images = options.images ?? [];
    const raw = await options.provider.completeJson(
      images.length > 0 ? SYSTEM + WITH_PHOTOS : SYSTEM,
      text,
      'meal_items',
      SCHEMA,
      images,
    );
    const check = ZAiItems.safeParse(raw);
    if (!check.success) return builtIn('AI output did not match the schema');
    parsed = check.data;
  } catch (error) {
    return builtIn(`AI provider failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (parsed.items.length === 0) return builtIn('AI found no items');

  const timing = entryTiming(text, ctx);
  const meals: AnalyzedMeal[] = [];
  const unmatched: Array<{ text: string; reason: string }> = [];
  for (const it of parsed.items) {
    const words = normalizeName(it.name).split(' ').filter(Boolean);
    const match = analyzer.matcher.match(words);
    const unit = it.unit ? analyzer.knowledge.unitKey(it.unit) : undefined;
    const size = (it.size ?? undefined) as UnitSize | undefined;
    if (match) {
      const entry = match.entry;
      const c: MealComponent = it.grams
        ? { food_id: entry.id, name: entry.name, grams: it.grams, role: 'item', quantity: it.grams, unit: 'gram' }
        : itemComponent(analyzer.knowledge, entry, it.quantity ?? undefined, unit, size);
      meals.push(
        composeMeal(analyzer.knowledge, [c], timing, {
          title: entry.name,
          description: `${portionLabel(c)}, ${fromWords(it.name)}`,
        }),
      );
    } else if (it.estimate_per_100g) {
      const grams = it.grams ?? (it.quantity ?? 1) * 100;
      const c: MealComponent = {
        food_id: `estimate:${words.join('-') || 'food'}`,
        name: it.name,
        grams,
        role: 'item',
        quantity: it.grams ? grams : (it.quantity ?? 1),
        unit: it.grams ? 'gram' : 'serving',
        per100g: { ...it.estimate_per_100g },
      };
      meals.push(
        composeMeal(
          analyzer.knowledge,
          [c],
          timing,
          { title: it.name, description: `${grams} g — AI estimate, not in the food database` },
          true,
        ),
      );
    } else {
      unmatched.push({ text: it.name, reason: 'not a known food' });
    }
  }
  if (meals.length === 0) return builtIn('no AI item could be grounded in the knowledge base');
  return { ok: true, meals, unmatched, source: 'ai' };
}
