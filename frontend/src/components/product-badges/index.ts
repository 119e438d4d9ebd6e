export { DiscountBadge } from './DiscountBadge';
export { PriceTag } from './PriceTag';
export { StockBadge } from './StockBadge';
