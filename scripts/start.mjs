// npm start: build the web app when it is missing or older than its sources, then serve
// API + web app on one port over the embedded database (or DATABASE_URL when set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const builtIndex = 'dist/web/index.html';

function newestModification(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestModification(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () => {
  const built = statSync(builtIndex).mtimeMs;
  return ['src/web', 'src/contract', 'src/build', 'public'].some(
    (folder) => newestModification(folder) > built,
  );
};

if (!existsSync(builtIndex) || sourcesChanged()) {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
