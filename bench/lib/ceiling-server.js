// Child process: the ceiling. A bare node:http server answering each recorded path with the
// app's own response bytes (status, headers, body) from memory. It reads request bodies, as
// the app must, and does nothing else.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const responses = new Map(
  recorded.map(({ method, path, status, headers, body }) => [
    `${method} ${path}`,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);

const server = createServer((req, res) => {
  const found = responses.get(`${req.method} ${req.url}`);
  req.on('end', () => {
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(found.status, found.headers);
    res.end(found.body);
  });
  req.resume();
});

server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => process.send({ url: `http://127.0.0.1:${server.address().port}` }));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
process.once('disconnect', () => process.exit(0));
