import type { Readable } from 'node:stream';

/** Product images live under this prefix: a folder of UPLOADS_DIR, or keys of the S3 bucket. */
export const PRODUCT_IMAGES_PREFIX = 'products';

export interface StoredImage {
  stream: Readable;
  type: string;
  length: number;
}

/**
 * Where re-encoded product images are kept (local disk, or an S3 bucket when S3_BUCKET is set).
 * Only ProductImages writes to it, after re-encoding: nothing a browser sent is stored as sent.
 */
export abstract class ImageStore {
  /** Stores a new object; throws UPLOAD_LINK_USED when `name` exists already (an image is never replaced). */
  abstract writeNew(name: string, body: Buffer): Promise<void>;

  /** The object, or null when there is none by that name. */
  abstract read(name: string): Promise<StoredImage | null>;
}
