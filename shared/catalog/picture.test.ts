import { describe, expect, it } from 'vitest';
import { pagePicture, uploadedPictureUrl } from './picture.ts';

describe('pagePicture', () => {
  it("shows an uploaded picture's page size on the product page, and any other URL as it is", () => {
    const id = 'a'.repeat(64);
    expect(pagePicture(uploadedPictureUrl(id, 'card'))).toBe(uploadedPictureUrl(id, 'page'));
    expect(pagePicture('/images/products/titanium-bar.svg')).toBe('/images/products/titanium-bar.svg');
    expect(pagePicture('https://example.com/uploads/images/x/card.webp')).toBe(
      'https://example.com/uploads/images/x/card.webp',
    );
  });
});
