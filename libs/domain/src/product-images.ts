/** An uploaded product image's URL (local storage): `/uploads/products/<uuid>`, on this site or absolute. */
const UPLOADED_IMAGE = /\/uploads\/products\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The smaller copy every upload also gets, for store cards (at most CARD_IMAGE_SIDE px). */
export const CARD_IMAGE_SUFFIX = '-card';
export const CARD_IMAGE_SIDE = 600;

/** The store card's copy of an image: the card size of an upload, any other URL as it is. */
export function cardImageUrl(url: string): string {
  return UPLOADED_IMAGE.test(url) ? `${url}${CARD_IMAGE_SUFFIX}` : url;
}
