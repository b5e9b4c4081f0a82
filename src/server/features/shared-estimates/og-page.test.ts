import { describe, expect, it } from 'vitest';
import { injectPreview, previewTags } from './og-page';

const meal = (title: string, kcal: number) => ({
  title,
  description: 'd',
  serving: { serving_size_g: 100, servings: 1, household_unit: 'piece' },
  macros: { calories_kcal: kcal, protein_g: 10.4, carbs_g: 20.6, fat_g: 5 },
});

describe('preview tags', () => {
  it('escapes everything that comes from the estimate', () => {
    const estimate = {
      image_url: '/img/"><script>x</script>.jpg',
      total_calories_kcal: 300,
      meals: [meal('Dal "tadka" <b>&</b>', 300)],
    };
    const html = injectPreview(
      '<html><head><title>Crease</title></head></html>',
      previewTags(estimate, 'https://crease.example/calorie-guess/abc'),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>Dal &quot;tadka&quot; &lt;b&gt;&amp;&lt;/b&gt;: 300 kcal | Crease</title>');
    expect(html).toContain('content="https://crease.example/img/%22%3E%3Cscript%3Ex%3C/script%3E.jpg"');
  });

  it('names the first meal and how many more, and sums the macros', () => {
    const { title, tags } = previewTags(
      { image_url: null, total_calories_kcal: 449.6, meals: [meal('Roti', 200), meal('Dal', 249.6)] },
      'u',
    );
    expect(title).toBe('Roti and 1 more: 450 kcal | Crease');
    expect(tags).toContain('Protein 21 g, carbs 41 g, fat 10 g.');
    expect(tags).toContain('twitter:card" content="summary"');
  });
});
