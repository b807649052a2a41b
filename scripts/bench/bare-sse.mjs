// The baseline of the live bench: plain node:http holding Server-Sent Events streams and writing one frame to each
// on request (IPC), with nothing else: what a connection costs with no framework, no auth and no bus.
import http from 'node:http';

const streams = new Set();
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  res.write(': connected\n\n');
  streams.add(res);
  req.on('close', () => streams.delete(res));
});
process.on('message', (m) => {
  if (m.ping) for (const res of streams) res.write(`event: bench.ping\ndata: ${JSON.stringify({ type: 'bench.ping', t: m.ping })}\n\n`);
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
