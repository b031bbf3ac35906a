import { randomUUID } from 'node:crypto';
import { menus } from '#shared/messages/menus.ts';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { outbox as t } from '#shared/messages/outbox.ts';
import { messages } from '#shared/messages.ts';
import { outboxPaths } from '#shared/lazy-paths.ts';
import { paths } from '#shared/routes.ts';
import { lastLinkTo } from '../server/src/testing/mail-outbox.ts';
import { collectPageErrors, expect, signInAsAdmin, test, uniqueEmail } from './fixtures.ts';
import { testServer } from './support/test-server.ts';

/**
 * A message that failed for good (as an SMTP 550 leaves it), written straight into the e2e store's
 * outbox: the store under test writes .eml files, which never fail.
 */
async function failedMessage(recipient: string, subject: string): Promise<string> {
  const { dataDir } = await testServer();
  const database = new DatabaseSync(path.join(dataDir, 'store.sqlite'));
  try {
    database.exec('PRAGMA busy_timeout = 5000');
    const id = randomUUID();
    const at = new Date().toISOString();
    const payload = JSON.stringify({ subject, text: `Hello,\n\nOpen https://store.example/outbox-e2e/${id}\n` });
    database
      .prepare(
        `insert into outbox_messages (id, topic, payload, recipient, subject, message_id, status, attempts,
           next_attempt_at, claimed_until, last_error, created_at, delivered_at)
         values (?, 'rendered', ?, ?, ?, ?, 'failed', 1, ?, null, ?, ?, null)`,
      )
      .run(id, payload, recipient, subject, `<${id}@rare-metals.store>`, at, '550 5.1.1 No such mailbox here', at);
    return id;
  } finally {
    database.close();
  }
}

test.describe('the outbox (PRODUCT.md §21)', () => {
  test('an admin sees a failed mail and resends it', async ({ page, axe }) => {
    const errors = collectPageErrors(page);
    await signInAsAdmin(page);
    const recipient = uniqueEmail('bounced');
    const subject = `Bounced mail ${recipient}`;
    const id = await failedMessage(recipient, subject);

    await page.goto(paths.dashboard);
    const menu = page.getByRole('navigation', { name: messages.dashboardMenu.label });
    await menu.getByRole('link', { name: menus.outbox, exact: true }).click();
    await expect(page).toHaveURL(outboxPaths.outbox);
    await expect(page.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible();

    await page.getByLabel(t.page.filterLabel).selectOption('failed');
    const row = page.getByRole('row').filter({ hasText: recipient });
    await expect(row).toContainText(t.page.statuses.failed);
    await expect(row).toContainText('550 5.1.1 No such mailbox here');
    expect(await axe()).toEqual([]);

    await row.getByRole('button', { name: t.page.resendLabel(recipient, subject) }).click();
    await expect(page.getByText(t.page.resent)).toBeVisible();
    // The worker sends it at once: it leaves the failed list and lands in the store's .eml outbox.
    await expect(page.getByRole('row').filter({ hasText: recipient })).toHaveCount(0);
    const { dataDir } = await testServer();
    await expect.poll(() => lastLinkTo(dataDir, recipient, `/outbox-e2e/${id}`)).toBeTruthy();
    await page.getByLabel(t.page.filterLabel).selectOption('delivered');
    await expect(page.getByRole('row').filter({ hasText: recipient })).toContainText(t.page.statuses.delivered);
    expect(errors).toEqual([]);
  });
});
