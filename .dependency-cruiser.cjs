// Import boundaries inside the five parts (ESLint's no-restricted-imports keeps the arrows
// between the parts; see docs/architecture.md, "Parts and the direction of dependencies").
// `npm run lint` runs this after ESLint: a cycle or a feature reaching into another fails it.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle makes load order matter and the parts impossible to change alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-feature-imports-another-feature',
      severity: 'error',
      comment:
        'A server feature imports only its own files, the shared server modules (db, http, lib, auth, storage, mail, config) and contracts/nutrition. What two features share lives in src/server/lib.',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/', pathNot: '^src/server/features/$1/' },
    },
    {
      name: 'server-feature-internals',
      severity: 'error',
      comment:
        'Outside a feature (app.ts, jobs, workers) a feature is reached through its public entry, features/<name>/index.ts.',
      from: { path: '^src/server/', pathNot: '^src/server/features/' },
      to: { path: '^src/server/features/[^/]+/', pathNot: '^src/server/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'web-feature-imports-another-feature',
      severity: 'error',
      comment:
        'A web feature imports only its own files, src/web/{api,lib,components} and contracts. Shared data access lives in src/web/api.',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-feature-imports-app',
      severity: 'error',
      comment: 'The app frame (src/web/app) composes the features; a feature never reaches back into it.',
      from: { path: '^src/web/(features|lib|components|api)/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'web-shared-imports-feature',
      severity: 'error',
      comment: 'Shared web code (api, lib, components) is below the features and may not import them.',
      from: { path: '^src/web/(lib|components|api)/' },
      to: { path: '^src/web/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count too: a cycle through types still ties the files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    // Real resolution of `./x.js` to `./x.ts` (moduleResolution bundler) is done via the tsconfig.
  },
};
