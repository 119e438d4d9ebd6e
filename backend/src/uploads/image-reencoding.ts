import { CARD_IMAGE_SIDE } from '@robo/domain';

/** Longest side of a stored product image: the product page shows it at most ~800 CSS px wide, twice that for dense screens. */
export const MAX_IMAGE_SIDE = 1600;
/** A 5 MB file can still claim billions of pixels (a decompression bomb): refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ReencodedImage {
  /** For the product page: at most MAX_IMAGE_SIDE on its longest side. */
  full: Buffer;
  /** For store cards: at most CARD_IMAGE_SIDE. */
  card: Buffer;
}

/**
 * An uploaded image decoded and written again as WebP, in the sizes the store shows: whatever else
 * the file carried (a script in a GIF comment, bytes after the image, EXIF with the phone's GPS
 * position) is not in the result. Animated images keep their first frame. Null when the bytes do
 * not decode as an image.
 */
export async function reencodeImage(body: Buffer): Promise<ReencodedImage | null> {
  // Loaded on first use (outside the try: failing to load is not "not an image"): the web process
  // rarely needs it (docs/decisions.md, Operations).
  const { default: sharp } = await import('sharp');
  try {
    // Decoded once; rotate applies the EXIF orientation before the metadata is dropped.
    const decoded = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const sized = (side: number) =>
      decoded
        .clone()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    const [full, card] = await Promise.all([sized(MAX_IMAGE_SIDE), sized(CARD_IMAGE_SIDE)]);
    return { full, card };
  } catch {
    return null;
  }
}
