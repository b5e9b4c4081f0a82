// `npm install`'s postinstall: builds the engine's knowledge file (.cache/knowledge) with tsx, so
// tests and `tsx` runs from source have it. A production install (`--omit=dev`) has no tsx and
// needs nothing: the server runs from a built tree, which carries dist/knowledge/knowledge.json
// (decision 105). So without tsx this says so and succeeds instead of failing the install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'node_modules/tsx/package.json'))) {
  const built = existsSync(path.join(root, 'dist/knowledge/knowledge.json'));
  console.log(
    `knowledge: not built (no dev dependencies installed); ${built ? 'the built tree carries dist/knowledge/knowledge.json' : 'run `npm run build` where the dev dependencies are installed'}`,
  );
  process.exit(0);
}
const result = spawnSync('npm', ['run', '--silent', 'knowledge:build'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
