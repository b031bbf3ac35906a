import { useId } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { messages } from '#shared/messages.ts';
import { useDisclosure } from '../../components/layout/use-disclosure.ts';
import { useCompanyRole } from '../../lib/queries/my-company.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { currentMenuItem, dashboardMenu } from './dashboard-menu.ts';

const t = messages.dashboardMenu;

/**
 * The dashboard frame: the role's side menu beside the page (docs/product/screens.md "Dashboard").
 * On small screens the menu folds behind a button naming the current page, so the page itself
 * starts at the top of the screen instead of below every menu item.
 */
export function DashboardLayout() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  // GET /companies/mine, read with the dashboard's own chunk (not the first load) and kept long.
  const companyRole = useCompanyRole();
  const items = dashboardMenu(isAdmin, companyRole);
  const current = currentMenuItem(items, pathname);
  const { ref, open, toggle, close } = useDisclosure<HTMLElement>();
  const listId = useId();
  return (
    <div className="flex flex-col gap-4 md:flex-row md:gap-6">
      <nav ref={ref} aria-label={t.label} className="md:w-56 md:shrink-0">
        <button
          type="button"
          className="btn btn-block justify-between md:hidden"
          aria-expanded={open}
          aria-controls={listId}
          onClick={toggle}
        >
          <span>{current ? t.current(current.label) : t.label}</span>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="stroke-current">
            <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
        </button>
        <ul id={listId} className={`menu w-full rounded-box bg-base-200 ${open ? 'mt-2' : 'max-md:hidden'}`}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end ?? false}
                onClick={close}
                // The current item by the menu's own rule, so a detail page lights its list's item.
                className={item === current ? 'menu-active' : ''}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="min-w-0 grow">
        <Outlet />
      </section>
    </div>
  );
}
