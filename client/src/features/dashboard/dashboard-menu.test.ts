import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { quotes } from '#shared/messages/quotes.ts';
import { dashboardMenu } from './dashboard-menu.ts';

const m = messages.dashboardMenu;

describe('dashboard side menu (docs/product/screens.md, docs/product/rules.md#roles)', () => {
  it('gives admins the admin tools and not the buyer links', () => {
    expect(dashboardMenu(true).map((item) => item.label)).toEqual([
      m.myProfile,
      m.makeAdmin,
      m.addProduct,
      m.manageAllOrders,
      m.manageProducts,
      quotes.menu.manageQuotes,
    ]);
  });

  it('gives buyers the review, orders and quotes links and no admin tool', () => {
    expect(dashboardMenu(false).map((item) => item.label)).toEqual([
      m.myProfile,
      m.addReview,
      m.myOrders,
      quotes.menu.myQuotes,
    ]);
  });
});
