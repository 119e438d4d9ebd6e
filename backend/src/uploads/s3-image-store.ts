import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
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
  private s3: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;

  constructor(
    private readonly settings: Settings,
    private readonly bucket: string,
  ) {
    super();
  }

  async writeNew(name: string, body: Buffer): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      // If-None-Match: * makes the write conditional, so a second upload to the same name fails.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(name),
          Body: body,
          ContentType: 'image/webp',
          IfNoneMatch: '*',
        }),
      );
    } catch (err) {
      if (err instanceof sdk.S3ServiceException && err.$metadata.httpStatusCode === 412)
        throw uploadError.UPLOAD_LINK_USED(UPLOAD_LINK_USED);
      throw err;
    }
  }

  async read(name: string): Promise<StoredImage | null> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined)
        throw new Error(`S3 object ${this.key(name)} has no body`);
      return { stream: object.Body, type: object.ContentType ?? 'image/webp', length: object.ContentLength };
    } catch (err) {
      if (err instanceof sdk.NoSuchKey) return null;
      throw err;
    }
  }

  /** The SDK and a client, made on first use: the web process rarely needs it (docs/decisions.md, Operations). */
  private connect(): Promise<{ sdk: typeof S3; client: S3.S3Client }> {
    this.s3 ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { s3AccessKeyId: accessKeyId, s3SecretAccessKey: secretAccessKey } = this.settings;
      const client = new sdk.S3Client({
        region: this.settings.s3Region ?? 'us-east-1',
        endpoint: this.settings.s3Endpoint,
        forcePathStyle: Boolean(this.settings.s3Endpoint),
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      });
      return { sdk, client };
    });
    return this.s3;
  }

  private key(name: string): string {
    return `${PRODUCT_IMAGES_PREFIX}/${name}`;
  }
}
