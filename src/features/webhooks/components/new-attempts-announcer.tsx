import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { VisuallyHidden } from '@/components/ui';

/** Tells screen reader users, politely, when new attempts arrive while they are on the page. */
export function NewAttemptsAnnouncer({ attemptCount }: { attemptCount: number }) {
  const { t } = useTranslation('webhooks');
  const previous = useRef(attemptCount);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const added = attemptCount - previous.current;
    previous.current = attemptCount;
    if (added > 0) setMessage(t('log.newAttempts', { count: added }));
  }, [attemptCount, t]);
  return (
    <VisuallyHidden>
      <span role="status">{message}</span>
    </VisuallyHidden>
  );
}
