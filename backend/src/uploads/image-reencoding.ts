import sharp from 'sharp';

/** Longest side of a stored product image: the product page shows it at most ~800 CSS px wide, twice that for dense screens. */
export const MAX_IMAGE_SIDE = 1600;
/** A 5 MB file can still claim billions of pixels (a decompression bomb): refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded image decoded and written again as WebP: whatever else the file carried (a script
 * in a GIF comment, bytes after the image, EXIF with the phone's GPS position) is not in the
 * result, and it is at most MAX_IMAGE_SIDE on its longest side. Animated images keep their first
 * frame. Null when the bytes do not decode as an image.
 */
export async function reencodeImage(body: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    return null;
  }
}
