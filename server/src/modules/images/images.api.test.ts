import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPictureBytes, pagePicture } from '#shared/catalog/picture.ts';
import { images as m } from '#shared/messages/images.ts';
import { call, signUp, signUpAdmin, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const picture = (width: number, height: number, background = '#8a9bb0') =>
  sharp({ create: { width, height, channels: 3, background } });

describe.each(testDatabaseKinds)('product picture uploads on %s', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let buyer: SignedIn;

  const upload = async (as: SignedIn | undefined, bytes: Buffer, name = 'photo.png', field = 'file') => {
    const form = new FormData();
    form.append(field, new Blob([bytes]), name);
    const response = await fetch(`${t.url}/uploads/images`, { method: 'POST', headers: as?.headers ?? {}, body: form });
    return { status: response.status, body: (await response.json()) as { url?: string; message?: string } };
  };
  const fetchImage = (url: string, headers: Record<string, string> = {}) => fetch(`${t.url}${url}`, { headers });
  const sizeOf = async (response: Response) => {
    const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    return { width, height, format };
  };
  const stored = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, { ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: '1000' });
    [admin, buyer] = await Promise.all([signUpAdmin(t, 'admin@example.com'), signUp(t, 'buyer@example.com')]);
  });
  afterAll(async () => t?.close());

  it('stores an uploaded photo and serves it at the card and page sizes as WebP, cached for good', async () => {
    const bytes = await picture(2000, 1500).png().toBuffer();
    const sent = await upload(admin, bytes);
    expect(sent.status).toBe(201);
    expect(sent.body.url).toMatch(/^\/uploads\/images\/[0-9a-f]{64}\/card\.webp$/);

    const card = await fetchImage(sent.body.url!);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/webp');
    expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sizeOf(card)).toEqual({ width: 400, height: 300, format: 'webp' });
    const page = await fetchImage(pagePicture(sent.body.url!));
    expect(await sizeOf(page)).toEqual({ width: 1200, height: 900, format: 'webp' });

    // A browser that has it asks again only by its ETag, and is told it has not changed.
    const etag = card.headers.get('etag')!;
    const again = await fetchImage(sent.body.url!, { 'if-none-match': etag });
    expect(again.status).toBe(304);

    // The same file again is the same picture, stored once.
    const before = await stored();
    expect((await upload(admin, bytes)).body.url).toBe(sent.body.url);
    expect(await stored()).toBe(before);
  });

  it('keeps a small picture at its size, turns it by its EXIF orientation, and takes JPEG and WebP', async () => {
    // Stored 300 wide and 100 high, with "rotate 90°" in its EXIF: shown 100 wide and 300 high.
    const sideways = await picture(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const sent = await upload(admin, sideways, 'sideways.jpg');
    expect(sent.status).toBe(201);
    expect(await sizeOf(await fetchImage(pagePicture(sent.body.url!)))).toEqual({
      width: 100,
      height: 300,
      format: 'webp',
    });
    expect(await sizeOf(await fetchImage(sent.body.url!))).toEqual({ width: 100, height: 300, format: 'webp' });
    const webp = await upload(admin, await picture(640, 480, '#c0c0c0').webp().toBuffer(), 'plate.webp');
    expect(webp.status).toBe(201);
    expect(await sizeOf(await fetchImage(webp.body.url!))).toEqual({ width: 400, height: 300, format: 'webp' });
  });

  it('refuses what is not a PNG, JPEG or WebP picture, or is too large, with the reason, storing nothing', async () => {
    const before = await stored();
    const gif = await picture(10, 10).gif().toBuffer();
    expect(await upload(admin, gif, 'photo.png')).toMatchObject({
      status: 400,
      body: { message: `The file must be ${m.wrongType}` },
    });
    expect((await upload(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png')).status).toBe(
      400,
    );
    const png = await picture(400, 300).png().toBuffer();
    expect(await upload(admin, png.subarray(0, png.length - 40), 'cut.png')).toMatchObject({
      status: 400,
      body: { message: m.notAPicture },
    });
    const bomb = await picture(8000, 6000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
    expect(await upload(admin, bomb, 'huge.png')).toMatchObject({ status: 400, body: { message: m.tooManyPixels } });
    const tooLarge = Buffer.concat([png, Buffer.alloc(maxPictureBytes)]);
    expect(await upload(admin, tooLarge, 'big.png')).toMatchObject({ status: 413, body: { message: m.tooLarge } });
    expect((await upload(admin, png, 'photo.png', 'picture')).status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('takes uploads from admins only; anyone may see a picture, and an unknown one is not found', async () => {
    const png = await picture(40, 30, '#123456').png().toBuffer();
    expect((await upload(buyer, png)).status).toBe(403);
    expect((await upload(undefined, png)).status).toBe(401);
    const missing = await fetchImage(`/uploads/images/${'0'.repeat(64)}/card.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await fetchImage('/uploads/images/not-a-hash/card.webp')).status).toBe(400);
    expect((await fetchImage(`/uploads/images/${'0'.repeat(64)}/huge.webp`)).status).toBe(400);
  });

  it('gives a product the uploaded picture by its URL', async () => {
    const { url } = (await upload(admin, await picture(800, 600, '#445566').png().toBuffer())).body;
    const created = await call(t, 'POST', '/products', {
      as: admin,
      body: { name: 'Uploaded Ti Plate', picture: url, about: 'Plate', origin: 'USA', total: 10, minimum: 1, price: 9 },
    });
    expect(created.status).toBe(201);
    expect((await call(t, 'GET', `/products/${created.body._id}`)).body.picture).toBe(url);
  });
});
