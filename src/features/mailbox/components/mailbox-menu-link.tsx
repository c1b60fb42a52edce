import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';

/** The user menu's entry to the Mailbox; its own component so its text loads with it. */
export function MailboxMenuLink({
  to,
  className,
  onClick,
}: {
  to: string;
  className?: string;
  onClick?: () => void;
}) {
  const { t } = useTranslation('mailbox');
  return (
    <Link to={to} onClick={onClick} className={className}>
      {t('menuLink')}
    </Link>
  );
}
