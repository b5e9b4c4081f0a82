// One import specifier style for our own TypeScript: relative imports are bare (`./meal`, not
// `./meal.js`). The whole tree resolves them the same way (tsconfig moduleResolution "bundler",
// Vite, esbuild, tsx and vitest), so the `.js` suffix only made two spellings of one thing.
// Plain Node scripts (.mjs/.js) keep their extensions: Node itself needs them.
const SUFFIX = /\.js$/;

function check(context, source) {
  if (!source || typeof source.value !== 'string') return;
  const spec = source.value;
  if (!spec.startsWith('.') || !SUFFIX.test(spec)) return;
  context.report({
    node: source,
    message: `Import our own modules without the .js suffix: '${spec.replace(SUFFIX, '')}'.`,
    fix: (fixer) => fixer.replaceText(source, `${source.raw[0]}${spec.replace(SUFFIX, '')}${source.raw[0]}`),
  });
}

export const relativeImportStyle = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    schema: [],
    docs: { description: 'Relative imports without the .js suffix' },
  },
  create(context) {
    return {
      ImportDeclaration: (node) => check(context, node.source),
      ExportNamedDeclaration: (node) => check(context, node.source),
      ExportAllDeclaration: (node) => check(context, node.source),
      ImportExpression: (node) => (node.source.type === 'Literal' ? check(context, node.source) : undefined),
    };
  },
};
