export const PRODUCT_NOT_FOUND = 'Product not found';
export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_RELEASE_REFUSED =
  'This order cannot be released: it is not pending, or the release token does not match.';

export function notEnoughStock(available: number): string {
  return available > 0
    ? `Only ${available} left in stock. Please choose a smaller quantity.`
    : 'Sorry, this product is out of stock.';
}
