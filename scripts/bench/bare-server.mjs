// The baseline of `pnpm bench`: plain node:http answering every request with the bytes it was given over IPC.
import http from 'node:http';
import { readFileSync, rmSync } from 'node:fs';

let body = Buffer.from('{}');
let headers = { 'content-type': 'application/json; charset=utf-8' };
process.on('message', (m) => {
  body = readFileSync(m.file);
  rmSync(m.file, { force: true });
  headers = { ...m.headers, 'content-length': String(body.length) };
  process.send({ ok: true });
});
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
