// npm run build:server (and npm start, with --if-stale): compiles the server into dist/server.
import { buildServer, isServerBundleStale, serverBundlePath } from './server-bundle';

const onlyIfStale = process.argv.includes('--if-stale');
if (!onlyIfStale || isServerBundleStale()) {
  if (onlyIfStale) console.log('Building the server...');
  await buildServer();
  if (!onlyIfStale) console.log(`built ${serverBundlePath()}`);
}
