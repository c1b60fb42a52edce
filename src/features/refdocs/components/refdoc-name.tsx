import { useTranslation } from '@/lib/i18n';
import type { RefDoc } from '@/api/types';
import { cn, focusRing } from '@/components/ui';
import { httpUrl } from '@/lib/url';

/**
 * A link's name opens it in a new tab, but only for http and https URLs; anything else
 * (javascript:, data:, file:...) is shown as text, never as a link.
 */
export function RefDocName({ doc }: { doc: RefDoc }) {
  const { t } = useTranslation('refdocs');
  const url = doc.kind === 'Url' ? httpUrl(doc.url) : null;
  if (url) {
    return (
      <a
        href={url.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          'rounded-sm font-medium break-all text-blue-800 underline underline-offset-2',
          focusRing,
        )}
      >
        {doc.name} <span className="sr-only">{t('item.newTab')}</span>
      </a>
    );
  }
  return <span className="font-medium break-all text-slate-900">{doc.name}</span>;
}
