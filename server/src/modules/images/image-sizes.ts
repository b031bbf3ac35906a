/**
 * The sizes the store shows an uploaded picture at, made once when it is uploaded (sharp, ADR
 * 012): the product card's 200 × 150 CSS pixels and the product page's up to 600 × 450, each at
 * twice that for sharp screens, as WebP. Never enlarged, EXIF orientation applied, metadata (GPS,
 * camera) dropped.
 */
export const imageSizes = {
  card: { width: 400, height: 300 },
  page: { width: 1200, height: 900 },
} as const;
export type ImageSize = keyof typeof imageSizes;

/**
 * A picture of more pixels than this is refused before it is decoded: a small file can claim a
 * huge canvas (a "decompression bomb"), and 40 megapixels is more than any product photo needs.
 */
export const maxInputPixels = 40_000_000;

export interface PreparedImage {
  width: number;
  height: number;
  card: Buffer;
  page: Buffer;
}

/** Decodes the upload and makes its sizes; throws when the bytes are not a whole picture. */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  // Loaded at the first upload, not at start-up: libvips costs ~45 ms and ~23 MB of RSS, for
  // something admins do now and then.
  const { default: sharp } = await import('sharp');
  // failOn 'error': a file cut off halfway is refused rather than shown half grey.
  const source = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', autoOrient: true });
  const metadata = await source.metadata();
  // The size as shown: a portrait photo stored sideways with an EXIF rotation is taller than wide.
  const { width, height } = metadata.autoOrient ?? metadata;
  const [card, page] = await Promise.all(
    (['card', 'page'] as const).map((size) =>
      source
        .clone()
        .resize({ ...imageSizes[size], fit: 'inside', withoutEnlargement: true })
        .webp({ quality: size === 'card' ? 78 : 82 })
        .toBuffer(),
    ),
  );
  return { width, height, card: card!, page: page! };
}
