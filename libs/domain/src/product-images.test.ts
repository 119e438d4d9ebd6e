import { describe, expect, it } from 'vitest';
import { cardImageUrl } from './product-images.js';

describe('cardImageUrl', () => {
  it('points uploads at their card size and leaves other images alone', () => {
    const id = '6f1c2a0e-3b1d-4c7e-9a55-1d2e3f4a5b6c';
    expect(cardImageUrl(`/uploads/products/${id}`)).toBe(`/uploads/products/${id}-card`);
    expect(cardImageUrl(`https://roboleague.in/uploads/products/${id}`)).toBe(
      `https://roboleague.in/uploads/products/${id}-card`,
    );
    for (const other of [
      '/uploads/demo/kit.svg',
      'https://cdn.example.com/kit.png',
      `/uploads/products/${id}-card`,
      '',
    ]) {
      expect(cardImageUrl(other)).toBe(other);
    }
  });
});
