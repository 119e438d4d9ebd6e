import { request } from 'node:http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  text: string;
}

/**
 * A client at its own loopback address (127.0.0.2, 127.0.0.3...): the app sees each as a
 * different client, as it would see parents on different networks.
 */
export function client(address: string, baseUrl: string) {
  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        `${baseUrl}${path}`,
        {
          method,
          localAddress: address,
          headers: { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              /* not JSON */
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, text });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };
  return {
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body: unknown, headers?: Record<string, string>) => send('POST', path, body, headers),
  };
}

/** What ALTCHA's widget sends for a solved challenge: base64 of `{ challenge, solution }`. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
