/**
 * The kinds of product the service writes and draws for, with a general fallback. A leaf module:
 * the language packs name the words of each category, the recogniser (product-category.ts) reads them.
 */
export const PRODUCT_CATEGORIES = [
  'skincare',
  'haircare',
  'makeup',
  'fragrance',
  'coffee',
  'tea',
  'food',
  'snacks',
  'drinks',
  'spirits',
  'footwear',
  'apparel',
  'accessories',
  'jewellery',
  'tech',
  'audio',
  'home',
  'candles',
  'kitchen',
  'fitness',
  'pets',
  'baby',
  'books',
  'services',
  'general',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
