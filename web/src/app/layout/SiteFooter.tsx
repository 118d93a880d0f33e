import { Link } from 'react-router';
import { LogoMark } from '@/components/Logo';
import { openCookiePreferences } from '@/lib/consent';
import { CONTACT_EMAIL, paths } from '@/paths';

const links = [
  { label: 'About', to: paths.about },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Terms', to: paths.terms },
  { label: 'Cookies', to: paths.cookies },
  { label: 'COPPA rights', to: paths.coppaRights },
];

const badges = ['COPPA compliant', 'SSL secured', '14+ age verified'];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Link to={paths.home} className="brand brand--light">
            <LogoMark size={28} />
            <span className="brand__name">RowRecruit</span>
          </Link>
          <p>College rowing recruitment for athletes, families and coaches.</p>
          <ul className="badges" aria-label="Trust and safety">
            {badges.map((badge) => (
              <li key={badge} className="badge">
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {badge}
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" data-consent="preferences" onClick={openCookiePreferences}>
                Cookie settings
              </button>
            </li>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`}>Contact</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__legal">
        {/* The server writes the current year into this element of the pages pre-rendered at build time. */}
        <p>
          © <span data-current-year="">{new Date().getFullYear()}</span> RowRecruit. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
