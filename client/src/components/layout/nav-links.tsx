import { NavLink } from 'react-router';
import type { NavItem } from './nav-items.ts';

interface NavLinksProps {
  items: NavItem[];
  className: string;
  onNavigate?: () => void;
}

/** The navbar's page links; NavLink sets aria-current="page" on the current one. */
export function NavLinks({ items, className, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) => (isActive ? 'menu-active font-semibold' : undefined)}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
