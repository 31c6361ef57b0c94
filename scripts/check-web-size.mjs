// npm test's size check: the JavaScript a phone downloads before the home page can render (the
// entry script and every chunk index.html preloads), counted as sent with gzip. Fails when it
// grows past HOME_JS_BUDGET; prints the ceiling beside it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the home's initial JavaScript may weigh today, gzip, React DOM included; lowered as the
 * bundle shrinks.
 */
const HOME_JS_BUDGET = 129_000;
/** The most it may ever weigh: a phone on one bar of signal downloads all of it before the home. */
const HOME_JS_CEILING = 130_000;

const folder = process.argv[2] ?? 'dist/web';
const indexPath = join(folder, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`no built web app in ${folder}: run "npx vite build" first`);
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');
const scripts = [
  ...html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g,
  ),
].map((match) => match[1]);
if (scripts.length === 0) {
  console.error('index.html names no script');
  process.exit(1);
}

/** The build's own .gz copy is what goes over the wire; gzip -9 when there is none. */
function gzipBytes(file) {
  const path = join(folder, file);
  return existsSync(`${path}.gz`)
    ? readFileSync(`${path}.gz`).length
    : gzipSync(readFileSync(path), { level: 9 }).length;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
let total = 0;
for (const file of new Set(scripts)) {
  const bytes = gzipBytes(file);
  total += bytes;
  console.log(`${kB(bytes).padStart(9)}  ${file}`);
}
console.log(
  `home initial JS: ${kB(total)} gzip (budget ${kB(HOME_JS_BUDGET)}, ceiling ${kB(HOME_JS_CEILING)})`,
);
if (total > HOME_JS_BUDGET) {
  console.error(
    `the home's initial JavaScript grew past its budget by ${kB(total - HOME_JS_BUDGET)}`,
  );
  process.exit(1);
}
