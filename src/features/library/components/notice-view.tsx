import { useTranslation } from '@/lib/i18n';
import { Alert, Button, TextLink } from '@/components/ui';
import type { LibraryNotice } from '../model/notice';

/** The last action's outcome, with per-item failures and links to what it made. */
export function NoticeView({
  notice,
  onDismiss,
}: {
  notice: LibraryNotice;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('library');
  return (
    <Alert
      tone={notice.tone}
      action={
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('notice.dismiss')}
        </Button>
      }
    >
      <p>{notice.text}</p>
      {notice.items && notice.items.length > 0 && (
        <ul aria-label={t('notice.failedItems')} className="mt-1 list-disc ps-5">
          {notice.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {notice.links && notice.links.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-3">
          {notice.links.map((link) => (
            <TextLink key={link.href} to={link.href}>
              {link.label}
            </TextLink>
          ))}
        </p>
      )}
    </Alert>
  );
}
