import { type ReactNode, useId } from 'react';

/** A titled column of footer links, exposed as a navigation landmark named by its title. */
export function FooterLinkGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-title normal-case opacity-100">
        {title}
      </h2>
      {children}
    </nav>
  );
}
