// Lint rules, and the import boundaries between the parts of docs/architecture.md enforced as errors:
// web sees only contracts; nutrition is pure (no server, web or ai); contracts import nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { relativeImportStyle } from './eslint/relative-import-style.js';

const forbid = (...areas) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: areas.map((area) => ({
        regex: `(^|/)(src/)?${area}(/|$)`,
        message: `This part may not import from src/${area} (see docs/architecture.md, "Parts and the direction of dependencies").`,
      })),
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.cache/**', 'coverage/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // One import specifier style in TypeScript (decision 107); boundaries and cycles are checked by
  // dependency-cruiser (.dependency-cruiser.cjs), which `npm run lint` runs after ESLint.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { crease: { rules: { 'relative-import-style': relativeImportStyle } } },
    rules: { 'crease/relative-import-style': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid('server', 'nutrition', 'ai') },
  },
  { files: ['src/nutrition/**/*.ts'], rules: forbid('server', 'web', 'ai') },
  // The engine is pure: the knowledge file is read at the edge (src/knowledge-file) and handed in.
  // Its tests may load the real knowledge.
  {
    files: ['src/nutrition/**/*.ts'],
    ignores: ['src/nutrition/**/*.test.ts', 'src/nutrition/test-knowledge.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...['server', 'web', 'ai', 'knowledge-file'].map((area) => ({
              regex: `(^|/)(src/)?${area}(/|$)`,
              message: `This part may not import from src/${area} (see docs/architecture.md, "Parts and the direction of dependencies").`,
            })),
            {
              regex: '^(node:)?(fs|fs/promises|child_process|net|http|https)$',
              message: 'src/nutrition is pure: read files at the edge (src/knowledge-file).',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/contracts/**/*.ts'], rules: forbid('server', 'web', 'ai', 'nutrition') },
  { files: ['src/ai/**/*.ts'], rules: forbid('server', 'web') },
  { files: ['src/knowledge-file/**/*.ts'], rules: forbid('server', 'web', 'ai') },
);
