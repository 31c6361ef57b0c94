// npm start: build the web app and the server when missing or older than their sources, then
// serve API + web app on one port over the embedded database (or DATABASE_URL when set), running
// the compiled server (dist/server/main.js) with plain node.
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

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(builtIndex) || sourcesChanged()) {
  console.log('Building the web app...');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}
run(process.execPath, ['--import', 'tsx', 'src/build/build-server.ts', '--if-stale']);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
