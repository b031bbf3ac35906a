import { useId } from 'react';
import { messages } from '#shared/messages/storefront.ts';
import type { NavItem } from './nav-items.ts';
import { NavLinks } from './nav-links.tsx';
import { useDisclosure } from './use-disclosure.ts';

/** The hamburger menu of small screens (below lg), holding the same links as the desktop bar. */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const { ref: menuRef, open, toggle, close } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  return (
    <div ref={menuRef} className="relative lg:hidden">
      <button
        type="button"
        className="btn btn-ghost btn-square"
        aria-label={messages.ui.openMenu}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="stroke-current">
          <path d="M4 6h16M4 12h16M4 18h16" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </button>
      {open && (
        <div id={panelId} className="absolute left-0 top-full z-30 mt-2 w-56 rounded-box bg-base-100 p-2 shadow-lg">
          <NavLinks items={items} className="menu w-full" onNavigate={close} />
        </div>
      )}
    </div>
  );
}
