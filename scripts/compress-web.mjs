// Writes Brotli and gzip copies of the built web app's text files next to them, so the server
// sends them precompressed (@fastify/static preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (TEXT.test(name) && !name.endsWith('.map')) compress(full);
  }
}

function compress(file) {
  const data = readFileSync(file);
  if (data.length < 1024) return; // not worth a second request path
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  files += 1;
  before += data.length;
  after += br.length;
}

walk(root);
console.log(
  `compressed ${files} files in ${path.relative(process.cwd(), root)}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
