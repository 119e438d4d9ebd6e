import { describe, expect, it } from '@jest/globals';
import { loadSettings } from '../config/settings.js';
import { S3UploadStorage } from './s3-upload-storage.js';

describe('S3 upload URLs', () => {
  it('are presigned PUTs of a new products/ key in the bucket, valid for ten minutes', async () => {
    const settings = loadSettings({
      S3_BUCKET: 'roboleague-media', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLEKEY', S3_SECRET_ACCESS_KEY: 'example-secret',
    });
    const storage = new S3UploadStorage(settings);
    const first = new URL(await storage.createProductImageUrl());
    const second = new URL(await storage.createProductImageUrl());

    expect(first.host).toBe('roboleague-media.s3.ap-south-1.amazonaws.com');
    expect(first.pathname).toMatch(/^\/products\/[0-9a-f-]{36}$/);
    expect(second.pathname).not.toBe(first.pathname);
    const q = first.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toMatch(/^AKIAEXAMPLEKEY\/\d{8}\/ap-south-1\/s3\/aws4_request$/);
    expect(q.get('X-Amz-Expires')).toBe('600');
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // No checksum of an empty body in the URL: the browser's upload would be refused.
    expect([...q.keys()].filter((k) => k.toLowerCase().includes('checksum'))).toEqual([]);
  });

  it('address an S3-compatible endpoint path-style', async () => {
    const settings = loadSettings({
      S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ENDPOINT: 'https://minio.example.com',
      S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    const url = new URL(await new S3UploadStorage(settings).createProductImageUrl());
    expect(`${url.origin}${url.pathname}`).toMatch(/^https:\/\/minio\.example\.com\/media\/products\/[0-9a-f-]{36}$/);
  });
});
