// Shape of one line of bench/meals-sample.jsonl.
import { z } from 'zod';

const ZNumbers = { kcal: z.number(), protein_g: z.number(), carbs_g: z.number(), fat_g: z.number() };
export const ZSamplePart = z.object({
  food: z.string(),
  source: z.string(),
  grams: z.number(),
  grams_basis: z.string(),
  ...ZNumbers,
});
export const ZSampleItem = z.object({
  label: z.string(),
  match: z.string(),
  grams: z.number(),
  parts: z.array(ZSamplePart),
  ...ZNumbers,
});
export const ZSampleLine = z.object({
  id: z.string(),
  text: z.string(),
  tags: z.array(z.string()),
  /** dev: tuned on; test: frozen, never tuned on (bench/sample/split.ts). */
  split: z.enum(['dev', 'test']),
  date: z.string().optional(),
  reference: z.object({ items: z.array(ZSampleItem), totals: z.object(ZNumbers) }),
});
export type SamplePart = z.infer<typeof ZSamplePart>;
export type SampleItem = z.infer<typeof ZSampleItem>;
export type SampleLine = z.infer<typeof ZSampleLine>;
