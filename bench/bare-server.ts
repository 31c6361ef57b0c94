// The reads benchmark's baseline: a bare node:http server answering each recorded path with the
// bytes and headers the app sent for it, and nothing else (no routing library, no database).
// Usage (started by bench/reads.ts): node --import tsx bench/bare-server.ts RESPONSES.json PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

type Stored = { status: number; headers: Record<string, string | string[]>; body: string };

const [responsesFile, portText] = process.argv.slice(2);
if (!responsesFile || !portText) {
  console.error('usage: bare-server.ts RESPONSES.json PORT');
  process.exit(2);
}
const stored = JSON.parse(readFileSync(responsesFile, 'utf8')) as Record<string, Stored>;
const answers = new Map(
  Object.entries(stored).map(([path, response]) => [
    path,
    { ...response, body: Buffer.from(response.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.listen(Number(portText), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
