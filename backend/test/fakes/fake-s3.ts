import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
}

export interface FakeS3 {
  url: string;
  bucket: string;
  /** The S3_* settings that point the app at this fake (path-style, as for an S3-compatible store). */
  env: Record<string, string>;
  /** Objects by key, as the bucket holds them. */
  objects: Map<string, FakeS3Object>;
  close(): Promise<void>;
}

/**
 * A fake S3 bucket on loopback speaking S3's REST protocol path-style (`/<bucket>/<key>`): PUT
 * (with `If-None-Match: *` as a conditional write), GET, HEAD and DELETE of objects, errors as S3's
 * XML. It checks that each request is SigV4-signed with its access key, not the signature itself.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const bucket = `media-${randomBytes(4).toString('hex')}`;
  const accessKeyId = `AKIA${randomBytes(8).toString('hex').toUpperCase()}`;
  const objects = new Map<string, FakeS3Object>();

  const fail = (res: ServerResponse, status: number, code: string, message: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`,
    );
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://s3').pathname;
    const [, pathBucket, ...rest] = path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (!String(req.headers.authorization).startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      return fail(res, 403, 'AccessDenied', 'Access Denied');
    }
    if (pathBucket !== bucket) return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return fail(res, 400, 'InvalidRequest', 'Only object requests are supported by this fake');
    const object = objects.get(key);

    switch (req.method) {
      case 'PUT': {
        if (req.headers['if-none-match'] === '*' && object) {
          return fail(res, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
        }
        const body = Buffer.concat(chunks);
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      case 'GET':
      case 'HEAD': {
        if (!object) {
          if (req.method === 'HEAD') return res.writeHead(404).end();
          return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
        });
        return res.end(req.method === 'GET' ? object.body : undefined);
      }
      case 'DELETE':
        objects.delete(key);
        return res.writeHead(204).end();
      default:
        return fail(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    objects,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: url,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: randomBytes(20).toString('hex'),
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
