/** Uploaded product pictures and their sizes (docs/product/back-office.md#products). */
export interface ImagesTable {
  /** The SHA-256 of the uploaded file, hex: the same file is one picture. */
  id: string;
  /** Of the original, judged by its bytes: image/png, image/jpeg or image/webp. */
  content_type: string;
  /** Of the original, after its EXIF orientation is applied. */
  width: number;
  height: number;
  size_bytes: number;
  original: Uint8Array;
  /** WebP for the product cards (fits 400 × 300, twice the card's CSS size for sharp screens). */
  card: Uint8Array;
  /** WebP for the product page (fits 1200 × 900). */
  page: Uint8Array;
  uploaded_by: string | null;
  created_at: string;
}
