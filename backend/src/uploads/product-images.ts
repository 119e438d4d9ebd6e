import { randomUUID } from 'node:crypto';
import { CARD_IMAGE_SUFFIX, MAX_IMAGE_BYTES } from '@robo/domain';
import { uploadError } from './uploads.errors.js';
import type { Settings } from '../config/settings.js';
import { loadFileType } from './file-type.js';
import { reencodeImage } from './image-reencoding.js';
import { ImageStore, PRODUCT_IMAGES_PREFIX, type StoredImage } from './image-store.js';
import { checkUploadSignature, signUploadPath, UPLOAD_URL_TTL_SECONDS } from './upload-signature.js';
import { signingKeys } from '../common/purpose-signature.js';

/** Checked by their bytes, not by the name or the Content-Type the client claims. */
export const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
export const NOT_AN_IMAGE = 'Only PNG, JPEG, WebP or GIF images can be uploaded';
export const IMAGE_TOO_LARGE = `Images can be at most ${MAX_IMAGE_BYTES / (1024 * 1024)}MB`;
export const UPLOAD_LINK_INVALID = 'This upload link is not valid';
export const UPLOAD_LINK_EXPIRED = 'This upload link has expired';
export const UPLOAD_LINK_USED = 'This upload link has already been used';
export const IMAGE_NOT_FOUND = 'Image not found';

const OBJECT_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Product image uploads (spec §7): URLs on this site signed with the upload key
 * (common/purpose-signature.ts), each naming one new image, living ten minutes and good for one
 * upload. The body is re-encoded (image-reencoding.ts) before anything is stored, on disk or in S3
 * alike (ImageStore); the image is served by its own route at the URL without the query string.
 */
export class ProductImages {
  constructor(
    private readonly settings: Settings,
    private readonly store: ImageStore,
  ) {}

  createUploadUrl(): string {
    const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
    return `${this.settings.publicUrl}${signUploadPath(signingKeys(this.settings), this.urlPath(randomUUID()), expires)}`;
  }

  /** Stores the body of a PUT to a signed URL, re-encoded as WebP in both sizes; returns the image's URL. */
  async accept(name: string, query: { expires?: unknown; sig?: unknown }, body: unknown): Promise<string> {
    const check = OBJECT_NAME.test(name)
      ? checkUploadSignature(signingKeys(this.settings), this.urlPath(name), query.expires, query.sig)
      : 'invalid';
    if (check !== 'valid')
      throw check === 'expired'
        ? uploadError.UPLOAD_LINK_EXPIRED(UPLOAD_LINK_EXPIRED)
        : uploadError.UPLOAD_LINK_INVALID(UPLOAD_LINK_INVALID);
    // Bodies of other content types were parsed as something else (or not at all).
    if (!Buffer.isBuffer(body)) throw uploadError.NOT_AN_IMAGE(NOT_AN_IMAGE);
    if (body.length > MAX_IMAGE_BYTES) throw uploadError.IMAGE_TOO_LARGE(IMAGE_TOO_LARGE);
    const { fileTypeFromBuffer } = await loadFileType();
    const type = await fileTypeFromBuffer(body);
    if (!type || !IMAGE_TYPES.has(type.mime)) throw uploadError.NOT_AN_IMAGE(NOT_AN_IMAGE);
    const image = await reencodeImage(body);
    if (!image) throw uploadError.NOT_AN_IMAGE(NOT_AN_IMAGE);

    // The full size first: its write is what makes the URL used (a second PUT gets 409).
    await this.store.writeNew(name, image.full);
    await this.store.writeNew(`${name}${CARD_IMAGE_SUFFIX}`, image.card);
    return `${this.settings.publicUrl}${this.urlPath(name)}`;
  }

  /** An image by its name, or its card size by `<name>-card` (the full size for uploads older than card sizes). */
  async open(name: string): Promise<StoredImage> {
    const card = name.endsWith(CARD_IMAGE_SUFFIX);
    const base = card ? name.slice(0, -CARD_IMAGE_SUFFIX.length) : name;
    if (!OBJECT_NAME.test(base)) throw uploadError.IMAGE_NOT_FOUND(IMAGE_NOT_FOUND);
    const image = (card ? await this.store.read(name) : null) ?? (await this.store.read(base));
    if (!image) throw uploadError.IMAGE_NOT_FOUND(IMAGE_NOT_FOUND);
    return image;
  }

  private urlPath(name: string): string {
    return `/uploads/${PRODUCT_IMAGES_PREFIX}/${name}`;
  }
}
