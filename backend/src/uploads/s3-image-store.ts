import { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Settings } from '../config/settings.js';
import { ImageStore, PRODUCT_IMAGES_PREFIX, type StoredImage } from './image-store.js';
import { UPLOAD_LINK_USED } from './product-images.js';
import { uploadError } from './uploads.errors.js';

/**
 * Product images in S3 or an S3-compatible store (S3_ENDPOINT, path-style), as `products/<name>`.
 * The app writes them after re-encoding and serves them from its own route, so the bucket can stay
 * private (docs/security.md, "Uploaded images").
 */
export class S3ImageStore extends ImageStore {
  private readonly client: S3Client;

  constructor(
    settings: Settings,
    private readonly bucket: string,
  ) {
    super();
    const { s3AccessKeyId: accessKeyId, s3SecretAccessKey: secretAccessKey } = settings;
    this.client = new S3Client({
      region: settings.s3Region ?? 'us-east-1',
      endpoint: settings.s3Endpoint,
      forcePathStyle: Boolean(settings.s3Endpoint),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    });
  }

  async writeNew(name: string, body: Buffer): Promise<void> {
    try {
      // If-None-Match: * makes the write conditional, so a second upload to the same name fails.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(name),
          Body: body,
          ContentType: 'image/webp',
          IfNoneMatch: '*',
        }),
      );
    } catch (err) {
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 412)
        throw uploadError.UPLOAD_LINK_USED(UPLOAD_LINK_USED);
      throw err;
    }
  }

  async read(name: string): Promise<StoredImage | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined)
        throw new Error(`S3 object ${this.key(name)} has no body`);
      return { stream: object.Body, type: object.ContentType ?? 'image/webp', length: object.ContentLength };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  private key(name: string): string {
    return `${PRODUCT_IMAGES_PREFIX}/${name}`;
  }
}
