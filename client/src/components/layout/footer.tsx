import { Link } from 'react-router';
import { messages } from '#shared/messages/storefront.ts';
import { paths } from '#shared/routes.ts';
import { languageChooser } from '#shared/messages/language-chooser.ts';
import { FooterLinkGroup } from './footer-link-group.tsx';
import { LanguageChooser } from './language-chooser.tsx';

const social = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/rare-metals-store' },
  { label: 'X', href: 'https://x.com/raremetalsstore' },
  { label: 'YouTube', href: 'https://www.youtube.com/@raremetalsstore' },
];

/** docs/product/screens.md: a footer with Company and Social links on every page. */
export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-100">
      <div className="footer mx-auto max-w-7xl p-10 sm:footer-horizontal">
        <aside className="max-w-xs">
          <p className="text-lg font-bold">{messages.ui.siteName}</p>
          <p>{messages.ui.tagline}</p>
        </aside>
        <FooterLinkGroup title={messages.ui.company}>
          <Link to={{ pathname: paths.home, hash: 'about' }} className="link link-hover">
            {messages.home.aboutUs}
          </Link>
          <Link to={paths.products} className="link link-hover">
            {messages.catalog.heading}
          </Link>
          <Link to={paths.blogs} className="link link-hover">
            {messages.ui.blogs}
          </Link>
        </FooterLinkGroup>
        <FooterLinkGroup title={messages.ui.social}>
          {social.map((link) => (
            <a key={link.label} href={link.href} rel="noopener noreferrer" className="link link-hover">
              {link.label}
            </a>
          ))}
        </FooterLinkGroup>
        <FooterLinkGroup title={languageChooser.label}>
          <LanguageChooser className="select select-sm w-auto text-base-content" />
        </FooterLinkGroup>
      </div>
      <p className="border-t border-slate-100/20 py-4 text-center text-sm">
        © {new Date().getFullYear()} {messages.ui.siteName}
      </p>
    </footer>
  );
}
