import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type supertest from 'supertest';
import { signUploadPath } from '../src/uploads/upload-signature.js';
import { startFakeS3, type FakeS3 } from './fakes/fake-s3.js';
import { startAdminApp } from './support/admin.js';
import type { TestApp } from './support/test-app.js';
import { signingKeys } from '../src/common/purpose-signature.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 2x2 JPEG. */
const JPEG = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#c0392b' } })
  .jpeg()
  .toBuffer();

const UPLOAD_URL = /^(http:\/\/127\.0\.0\.1:\d+)(\/uploads\/products\/[0-9a-f-]{36})\?expires=(\d+)&sig=([\w-]+)$/;

// The same behaviour whether images are kept on local disk or in an S3 bucket (S3_BUCKET, here a fake S3 on loopback).
describe.each(['on local disk', 'in an S3 bucket'])('product image uploads kept %s', (where) => {
  let t: TestApp;
  let admin: supertest.Agent;
  let s3: FakeS3 | undefined;
  beforeAll(async () => {
    s3 = where === 'in an S3 bucket' ? await startFakeS3() : undefined;
    ({ t, admin } = await startAdminApp(s3?.env));
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  async function uploadUrl(): Promise<string> {
    const res = await admin.post('/api/admin/upload/product-image').expect(201);
    expect(res.body.uploadURL).toMatch(UPLOAD_URL);
    return res.body.uploadURL;
  }

  const withoutQuery = (url: string): string => url.split('?', 1)[0] ?? url;

  /** A PUT straight to the URL, as the browser sends it (fetch: supertest cannot reach an absolute URL's path). */
  function put(url: string, body: Buffer, type = 'image/png'): Promise<Response> {
    return fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type } });
  }

  it('hands out a signed URL for one new object on this site, valid for ten minutes', async () => {
    const [, base, , expires] = UPLOAD_URL.exec(await uploadUrl())!;
    expect(base).toBe(t.url);
    const lifetime = Number(expires) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);
  });

  it('accepts a PNG and serves it back at the URL without its query string, re-encoded as WebP', async () => {
    const url = await uploadUrl();
    const res = await put(url, PNG);
    expect(res.status).toBe(200);
    const imageUrl = withoutQuery(url);
    expect(await res.json()).toEqual({ url: imageUrl });

    const served = await fetch(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1,
      height: 1,
    });
  });

  it('goes by the bytes, not the claimed type: a JPEG sent as image/png is taken, and served as WebP', async () => {
    const url = await uploadUrl();
    expect((await put(url, JPEG, 'image/png')).status).toBe(200);
    expect((await fetch(withoutQuery(url))).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a text file named .png', async () => {
    const url = await uploadUrl();
    const res = await put(url, Buffer.from('just some text pretending to be a picture\n'), 'image/png');
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('Only PNG, JPEG, WebP or GIF images can be uploaded');
    expect((await fetch(withoutQuery(url))).status).toBe(404);
  });

  it('refuses other content types', async () => {
    const url = await uploadUrl();
    expect((await put(url, Buffer.from('hello'), 'text/plain')).status).toBe(415);
    expect((await put(url, PNG, 'application/octet-stream')).status).toBe(415);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const url = await uploadUrl();
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await put(url, big)).status).toBe(413);
    expect((await fetch(withoutQuery(url))).status).toBe(404);
  });

  it('refuses a re-pointed, tampered or expired URL with 403', async () => {
    const url = await uploadUrl();
    const [, base = '', path = '', expires = '', sig = ''] = UPLOAD_URL.exec(url) ?? [];
    const otherPath = path.replace(/[0-9a-f]{12}$/, '000000000000');
    expect((await put(`${base}${otherPath}?expires=${expires}&sig=${sig}`, PNG)).status).toBe(403);
    expect((await put(`${base}${path}?expires=${Number(expires) + 3600}&sig=${sig}`, PNG)).status).toBe(403);
    expect((await put(`${base}${path}?expires=${expires}&sig=${sig.slice(1)}A`, PNG)).status).toBe(403);
    expect((await put(`${base}${path}`, PNG)).status).toBe(403);
    expect((await put(`${base}/uploads/products/..%2F..%2Fescape?expires=${expires}&sig=${sig}`, PNG)).status).toBe(
      403,
    );

    const expired = signUploadPath(signingKeys(t.settings), path, Math.floor(Date.now() / 1000) - 1);
    const res = await put(`${base}${expired}`, PNG);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('This upload link has expired');
    // None of them stored anything; the genuine URL still works.
    expect((await put(url, PNG)).status).toBe(200);
  });

  it('never replaces an uploaded image', async () => {
    const url = await uploadUrl();
    expect((await put(url, PNG)).status).toBe(200);
    const first = Buffer.from(await (await fetch(withoutQuery(url))).arrayBuffer());
    const again = await put(url, JPEG, 'image/jpeg');
    expect(again.status).toBe(409);
    expect(Buffer.from(await (await fetch(withoutQuery(url))).arrayBuffer())).toEqual(first);
  });

  it('answers 404 for images that do not exist', async () => {
    expect((await fetch(`${t.url}/uploads/products/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});
