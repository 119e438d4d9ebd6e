import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUT } from './paths.js';
import { firstMessage, startNode } from './processes.js';

// Hop-by-hop and per-response headers node:http writes itself.
const OWN_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

/** Captures one real response of the app, to be replayed byte for byte by the ceiling. */
export async function recordResponse(baseUrl, { method = 'GET', path, headers, body }) {
  // Autocannon asks for no compression, so neither does the recording.
  const res = await fetch(baseUrl + path, { method, headers: { ...headers, 'accept-encoding': 'identity' }, body });
  const bytes = Buffer.from(await res.arrayBuffer());
  const kept = {};
  res.headers.forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) kept[name] = value;
  });
  return { method, path, status: res.status, headers: kept, body: bytes.toString('base64'), size: bytes.length };
}

/** Starts the ceiling server in its own process (like the app) with the recorded responses. */
export async function startCeiling(recorded) {
  const file = join(OUT, 'ceiling-responses.json');
  writeFileSync(file, JSON.stringify(recorded));
  const child = startNode(fileURLToPath(new URL('./ceiling-server.js', import.meta.url)), {
    args: [file],
    env: { PATH: process.env.PATH },
    cwd: OUT,
    logFile: join(OUT, 'logs/ceiling.log'),
    ipc: true,
  });
  const { url } = await firstMessage(child);
  return { child, url };
}
