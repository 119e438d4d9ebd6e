import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type supertest from 'supertest';
import { startFakeS3, type FakeS3 } from '../fakes/fake-s3.js';
import { startAdminApp } from '../support/admin.js';
import type { TestApp } from '../support/test-app.js';
import { client } from './clients.js';

const SCRIPT = '<script>alert(document.domain)</script>';
/** A real 1x1 GIF with a script in a comment block and after its trailer: an image that is also an HTML/JS payload. */
const POLYGLOT_GIF = Buffer.concat([
  Buffer.from('474946383961010001008000 00ffffff000000'.replace(/ /g, ''), 'hex'),
  Buffer.from([0x21, 0xfe, SCRIPT.length]),
  Buffer.from(SCRIPT),
  Buffer.from([0x00]),
  Buffer.from('21f90401000000002c00000000010001000002024401003b', 'hex'),
  Buffer.from(`\n${SCRIPT}\n`),
]);

/** Uploads `body` through a fresh signed URL; the image's URL, or the refusal's status. */
async function upload(admin: supertest.Agent, body: Buffer, type: string): Promise<{ status: number; url: string }> {
  const { uploadURL } = (await admin.post('/api/admin/upload/product-image').expect(201)).body as { uploadURL: string };
  const res = await fetch(uploadURL, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type } });
  return { status: res.status, url: uploadURL.split('?')[0]! };
}

describe('uploaded images: re-encoded, and served only by their own route', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  beforeAll(async () => ({ t, admin } = await startAdminApp()));
  afterAll(() => t.close());

  const fetchBytes = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('strips a script hidden in a GIF: what is served is a plain WebP', async () => {
    expect(POLYGLOT_GIF.includes(SCRIPT)).toBe(true);
    const { status, url } = await upload(admin, POLYGLOT_GIF, 'image/gif');
    expect(status).toBe(200);
    const served = await fetchBytes(url);
    expect(served.type).toBe('image/webp');
    expect(served.bytes.includes('script')).toBe(false);
    expect(served.bytes.includes('alert')).toBe(false);
  });

  it("drops the photo's metadata (EXIF with its GPS position), bounds its size and makes the card size", async () => {
    const photo = await sharp({ create: { width: 3000, height: 200, channels: 3, background: '#2e86de' } })
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'Asha' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, url } = await upload(admin, photo, 'image/jpeg');
    expect(status).toBe(200);
    const served = await sharp((await fetchBytes(url)).bytes).metadata();
    expect({ format: served.format, width: served.width, height: served.height, exif: served.exif }).toEqual({
      format: 'webp',
      width: 1600,
      height: 107,
      exif: undefined,
    });
    // The store cards' size, made at the same time.
    const card = await sharp((await fetchBytes(`${url}-card`)).bytes).metadata();
    expect({ format: card.format, width: card.width, height: card.height, exif: card.exif }).toEqual({
      format: 'webp',
      width: 600,
      height: 40,
      exif: undefined,
    });
    // An image uploaded before card sizes existed is served at full size for its card.
    rmSync(join(t.settings.uploadsDir, 'products', `${new URL(url).pathname.split('/').pop()!}-card`));
    expect((await sharp((await fetchBytes(`${url}-card`)).bytes).metadata()).width).toBe(1600);
  });

  it('refuses bytes that only start like an image', async () => {
    const { status, url } = await upload(
      admin,
      Buffer.concat([Buffer.from('GIF89a'), Buffer.from(SCRIPT)]),
      'image/gif',
    );
    expect(status).toBe(415);
    expect((await fetch(url)).status).toBe(404);
  });

  it('serves product images and QR codes at their canonical route only, never through another spelling of the path', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { url } = await upload(admin, png, 'image/png');
    const name = new URL(url).pathname.split('/').pop()!;
    expect((await fetch(url)).status).toBe(200);
    // The seeded demo images are the only static files under /uploads.
    writeFileSync(join(t.settings.uploadsDir, 'demo', 'kit.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await client('127.0.0.2', t.url).get('/uploads/demo/kit.svg')).status).toBe(200);
    const ROUTE_CACHE = 'public, max-age=31536000, immutable';
    for (const path of [
      `/uploads//products/${name}`,
      `/uploads/./products/${name}`,
      `/uploads/demo/../products/${name}`,
      `/uploads/demo/%2e%2e/products/${name}`,
      `/uploads/demo/..%2fproducts/${name}`,
      '/uploads/demo/../qr/RL-ANY.png',
    ]) {
      // Sent as written (fetch would normalise the dots away). The router may resolve `./` to the
      // image's route, and unknown paths get the app's HTML; no file server may answer.
      const res = await client('127.0.0.2', t.url).get(path);
      const type = String(res.headers['content-type']);
      const by =
        res.status !== 200
          ? 'nobody'
          : type.startsWith('text/html')
            ? 'the app page'
            : type === 'image/webp' && res.headers['cache-control'] === ROUTE_CACHE
              ? 'the image route'
              : `something else (${type})`;
      expect({ path, by }).toEqual({ path, by: expect.stringMatching(/^(nobody|the app page|the image route)$/) });
    }
  });
});

describe('uploaded images with S3_BUCKET: the bucket only ever holds re-encoded images', () => {
  let s3: FakeS3;
  let t: TestApp;
  let admin: supertest.Agent;
  beforeAll(async () => {
    s3 = await startFakeS3();
    ({ t, admin } = await startAdminApp(s3.env));
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('writes a GIF with a script hidden in it to the bucket as a plain WebP, in both sizes, and nothing else', async () => {
    const { status, url } = await upload(admin, POLYGLOT_GIF, 'image/gif');
    expect(status).toBe(200);
    const name = new URL(url).pathname.split('/').pop()!;
    expect([...s3.objects.keys()].sort()).toEqual([`products/${name}`, `products/${name}-card`]);
    for (const object of s3.objects.values()) {
      expect(object.contentType).toBe('image/webp');
      expect((await sharp(object.body).metadata()).format).toBe('webp');
      expect(object.body.includes('script')).toBe(false);
    }
    // Served by the app from the bucket, so the bucket itself can stay private.
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(s3.objects.get(`products/${name}`)!.body);
  });

  it('refuses bytes that only start like an image, and a text file, without writing anything to the bucket', async () => {
    const before = s3.objects.size;
    expect((await upload(admin, Buffer.concat([Buffer.from('GIF89a'), Buffer.from(SCRIPT)]), 'image/gif')).status).toBe(
      415,
    );
    expect((await upload(admin, Buffer.from('just text\n'), 'image/png')).status).toBe(415);
    expect(s3.objects.size).toBe(before);
  });
});
