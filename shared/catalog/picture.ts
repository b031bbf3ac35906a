/**
 * Uploaded product pictures (docs/product/back-office.md#products): PNG, JPEG or WebP up to 5 MB,
 * judged by their bytes; the store serves them in two sizes at `/uploads/images/{id}/{size}.webp`.
 * A product's `picture` holds the card size's URL, which every card shows as it is; the product
 * page asks for the larger size of the same picture.
 */
export const maxPictureBytes = 5 * 1024 * 1024;
export const pictureContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

const uploadedCard = /^(\/uploads\/images\/[0-9a-f]{64})\/card\.webp$/;

/** The URL of an uploaded picture at a size. */
export function uploadedPictureUrl(id: string, size: 'card' | 'page'): string {
  return `/uploads/images/${id}/${size}.webp`;
}

/** The picture to show large on the product page: an upload's page size, any other URL as it is. */
export function pagePicture(picture: string): string {
  const match = uploadedCard.exec(picture);
  return match ? `${match[1]}/page.webp` : picture;
}
