import { describe, expect, it } from 'vitest';
import { catalogProduct } from '../../../test/catalog-fixtures';
import { ctaLabelOf, maxPurchaseQty, orderFromStatusUrl, productImages } from './product-view';

describe('product page rules', () => {
  it('bounds the quantity by 5 and by the stock', () => {
    expect(maxPurchaseQty(40)).toBe(5);
    expect(maxPurchaseQty(5)).toBe(5);
    expect(maxPurchaseQty(3)).toBe(3);
    expect(maxPurchaseQty(0)).toBe(1);
  });

  it("labels the buy button with the product's CTA, or 'Buy Now'", () => {
    expect(ctaLabelOf(catalogProduct())).toBe('Buy Now');
    expect(ctaLabelOf({ ...catalogProduct(), ctaLabel: 'Order Kit' })).toBe('Order Kit');
    expect(ctaLabelOf({ ...catalogProduct(), ctaLabel: '  ' })).toBe('Buy Now');
  });

  it('falls back to the thumbnail when there are no images', () => {
    expect(productImages(catalogProduct({ images: [], thumbnail: '/t.png' }))).toEqual(['/t.png']);
    expect(productImages(catalogProduct({ images: [], thumbnail: '' }))).toEqual([]);
  });

  it('reads the order from the status URL', () => {
    const url =
      '/thank-you?status=success&order_id=ORD-ABCDEFGH23&product_name=PickBot+Kit+%26+Arm&sku=RL-KIT-PB01&quantity=2&amount=999800';
    expect(orderFromStatusUrl(url)).toEqual({
      orderId: 'ORD-ABCDEFGH23',
      productName: 'PickBot Kit & Arm',
      sku: 'RL-KIT-PB01',
      qty: 2,
      amountInPaise: 999800,
    });
    expect(orderFromStatusUrl('/thank-you?status=success')).toBeNull();
  });
});
