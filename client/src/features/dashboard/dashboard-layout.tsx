import { NavLink, Outlet } from 'react-router';
import { messages } from '#shared/messages.ts';
import { useAuth } from '../../lib/session/auth-context.ts';
import { dashboardMenu } from './dashboard-menu.ts';

/** The dashboard frame: the role's side menu beside the page (docs/product/screens.md "Dashboard"). */
export function DashboardLayout() {
  const { isAdmin } = useAuth();
  return (
    <div className="flex flex-col gap-6 md:flex-row">
      <nav aria-label={messages.dashboardMenu.label} className="md:w-56 md:shrink-0">
        <ul className="menu w-full rounded-box bg-base-200">
          {dashboardMenu(isAdmin).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end ?? false}
                className={({ isActive }) => (isActive ? 'menu-active' : '')}
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
