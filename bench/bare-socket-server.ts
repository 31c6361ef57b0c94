// The socket benchmarks' baseline: a bare node:http + ws server. Every socket upgrade is accepted;
// any other request sends the recorded message to every open socket and then answers with the
// recorded response (status, headers, bytes): the same bytes the app sends, with no session,
// database, routing library or event bus.
// Usage (started by bench/sockets.ts): node --import tsx bench/bare-socket-server.ts SPEC.json PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

type Spec = {
  message: string;
  response: { status: number; headers: Record<string, string>; body: string };
};

const [specFile, portText] = process.argv.slice(2);
if (!specFile || !portText) {
  console.error('usage: bare-socket-server.ts SPEC.json PORT');
  process.exit(2);
}
const spec = JSON.parse(readFileSync(specFile, 'utf8')) as Spec;
const responseBody = Buffer.from(spec.response.body, 'base64');
const sockets = new Set<WebSocket>();
const upgrades = new WebSocketServer({ noServer: true });

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    for (const socket of sockets) socket.send(spec.message);
    response.writeHead(spec.response.status, spec.response.headers);
    response.end(responseBody);
  });
});
server.on('upgrade', (request, socket, head) => {
  upgrades.handleUpgrade(request, socket, head, (connection) => {
    sockets.add(connection);
    connection.on('close', () => sockets.delete(connection));
  });
});
server.listen(Number(portText), '127.0.0.1');
process.once('SIGTERM', () => {
  for (const socket of sockets) socket.terminate();
  server.close(() => process.exit(0));
});
