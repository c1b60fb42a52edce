import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { cn, focusRing } from '@/components/ui';
import { classifyLink } from '@/lib/url';

// A block of its own with 2 px above and below: 24 px high (WCAG 2.2 target size, 2.5.8) even
// when the address fits one line, as on a tablet.
const linkClass = cn(
  'inline-block rounded-sm py-0.5 font-medium break-all text-blue-800 underline underline-offset-2',
  focusRing,
);

/**
 * The links of an e-mail: one into this app opens in the app, other http(s) ones in a new
 * tab, anything else stays text.
 */
export function EmailLinks({ links }: { links: readonly string[] }) {
  const { t } = useTranslation('mailbox');
  if (links.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-slate-900">{t('email.links')}</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {links.map((url, index) => {
          const link = classifyLink(url);
          return (
            <li key={`${index}-${url}`}>
              {link.kind === 'app' ? (
                <Link to={link.path} className={linkClass}>
                  {url}
                </Link>
              ) : link.kind === 'external' ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {url} <span className="sr-only">{t('email.newTab')}</span>
                </a>
              ) : (
                <span className="break-all text-slate-700">
                  {link.text} <span className="text-amber-900">{t('email.notLink')}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
