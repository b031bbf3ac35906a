import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets } from '#shared/messages/budgets.ts';
import { oneReviewPerAccount } from '../../db/migrations/005-one-review-per-account.ts';
import { call, signUp, type SignedIn } from '../../testing/accounts.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

const review = (userReview: string, userRatings = 5) => ({
  userImage: '/images/avatars/default.svg',
  userRatings,
  userReview,
});

/**
 * docs/product/rules.md#security: one account could flood the home page's reviews. One review per account (a
 * second POST /rating edits the first, the specification's API unchanged) and a limit on review writes.
 */
describe.each(testDatabaseKinds)('reviews on %s', (kind) => {
  let t: TestApp;
  let buyer: SignedIn;
  const reviewsBy = async (name: string) =>
    ((await call(t, 'GET', '/rating')).body as { userName: string }[]).filter((r) => r.userName === name);

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', REVIEW_RATE_LIMIT: '4' });
    buyer = await signUp(t, 'reviewer@example.com', 'Rita Reviewer');
  });
  afterAll(async () => t?.close());

  it('keeps one review per account: a second POST /rating edits the first', async () => {
    const first = await call(t, 'POST', '/rating', { as: buyer, body: review('Good bars', 4) });
    expect(first.status).toBe(201);
    const second = await call(t, 'POST', '/rating', { as: buyer, body: review('Good bars, fast delivery', 5) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ _id: first.body._id, userReview: 'Good bars, fast delivery', userRatings: 5 });
    expect(second.body.createdAt).toBe(first.body.createdAt);
    expect(await reviewsBy('Rita Reviewer')).toEqual([second.body]);
  });

  it('stores one review when an account sends its first two at once', async () => {
    const racer = await signUp(t, 'racer@example.com', 'Rex Racer');
    const answers = await Promise.all(
      [1, 2, 3].map((n) => call(t, 'POST', '/rating', { as: racer, body: review(`take ${n}`) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(await reviewsBy('Rex Racer')).toHaveLength(1);
  });

  it('limits review writes per account (REVIEW_RATE_LIMIT an hour), not per store', async () => {
    const writer = await signUp(t, 'prolific@example.com', 'Pat Prolific');
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await call(t, 'POST', '/rating', { as: writer, body: review(`edit ${n}`) })).status);
    expect(statuses).toEqual([201, 200, 200, 200, 429, 429]);
    const refused = await call(t, 'POST', '/rating', { as: writer, body: review('one more') });
    // Every 429 says when to try again, as its Retry-After does (PRODUCT.md §21).
    expect(refused.body).toEqual({ message: budgets.tryAgainIn(Number(refused.headers.get('retry-after'))) });
    expect((await reviewsBy('Pat Prolific'))[0]).toMatchObject({ userReview: 'edit 3' });
    // Another account writes on.
    const calm = await signUp(t, 'calm@example.com', 'Cal Calm');
    expect((await call(t, 'POST', '/rating', { as: calm, body: review('Fine') })).status).toBe(201);
  });

  it("migrates a store holding several reviews by one account to its newest, and keeps the demo's", async () => {
    const db = t.app.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'reviewer@example.com')
      .executeTakeFirstOrThrow();
    await db.schema.dropIndex('reviews_one_per_account').execute();
    await db.deleteFrom('reviews').where('user_id', '=', user.id).execute();
    const anonymousBefore = await db.selectFrom('reviews').select('id').where('user_id', 'is', null).execute();
    expect(anonymousBefore.length).toBeGreaterThan(1);
    for (const text of ['first', 'second', 'newest']) {
      await db
        .insertInto('reviews')
        .values({
          user_id: user.id,
          user_name: 'Rita Reviewer',
          user_image: '/x.svg',
          user_review: text,
          user_ratings: 3,
          created_at: new Date().toISOString(),
        })
        .execute();
    }

    await oneReviewPerAccount().up(db as never);

    const kept = await db.selectFrom('reviews').select('user_review').where('user_id', '=', user.id).execute();
    expect(kept).toEqual([{ user_review: 'newest' }]);
    expect(await db.selectFrom('reviews').select('id').where('user_id', 'is', null).execute()).toEqual(anonymousBefore);
    await expect(
      db
        .insertInto('reviews')
        .values({
          user_id: user.id,
          user_name: 'x',
          user_image: '/x.svg',
          user_review: 'dup',
          user_ratings: 3,
          created_at: '',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
