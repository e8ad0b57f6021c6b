import { HOME_TEXT, LEGAL_TEXT, NAV_TEXT, PATHS } from '@ibh/contract';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';
import { Brand } from './brand';

const FOOTER_LINKS = [
  { to: PATHS.explore, label: NAV_TEXT.explore },
  { to: PATHS.evidenceHome, label: NAV_TEXT.evidence },
  { to: PATHS.browseServices, label: NAV_TEXT.shop },
  { to: PATHS.students, label: NAV_TEXT.students },
  { to: PATHS.community, label: NAV_TEXT.community },
  { to: PATHS.testimonial, label: NAV_TEXT.shareExperience },
  { to: PATHS.helpMerit, label: NAV_TEXT.whatsMerit },
  { to: PATHS.terms, label: LEGAL_TEXT.terms.title },
  { to: PATHS.privacy, label: LEGAL_TEXT.privacy.title },
];

/** `roomBelow`: the page ends with room for the floating Inbox button, so it covers no link. */
export function SiteFooter({ roomBelow = false }: { roomBelow?: boolean }) {
  return (
    <footer className={cx('mt-16 border-t border-line bg-surface', roomBelow && 'pb-24')}>
      <div className="mx-auto flex max-w-content flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:justify-between">
        <div className="max-w-sm">
          <Brand />
          <p className="mt-3 text-sm text-ink-muted first-letter:uppercase">{HOME_TEXT.tagline}.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-1 sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-10 items-center text-sm text-ink-muted hover:text-ink hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-ink-muted">
        © {new Date().getFullYear()} IBH
      </p>
    </footer>
  );
}
