import { describe, expect, it } from 'vitest';
import { dashboardMenu } from './dashboard-menu.ts';

describe('dashboard side menu (SPEC.md §2, §6)', () => {
  it('gives admins the admin tools and not the buyer links', () => {
    expect(dashboardMenu(true).map((item) => item.label)).toEqual([
      'My Profile',
      'Make Admin',
      'Add a Product',
      'Manage All orders',
      'Manage Products',
    ]);
  });

  it('gives buyers the review and orders links and no admin tool', () => {
    expect(dashboardMenu(false).map((item) => item.label)).toEqual(['My Profile', 'Add A Review', 'My Orders']);
  });
});
