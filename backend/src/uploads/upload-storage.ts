/** Where product images go: a short-lived URL the browser PUTs one new image to (spec §7). */
export abstract class UploadStorage {
  /** The stored image URL is this URL without its query string. */
  abstract createProductImageUrl(): Promise<string>;
}

export const PRODUCT_IMAGES_PREFIX = 'products';
