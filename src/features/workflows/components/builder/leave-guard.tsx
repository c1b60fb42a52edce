import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useBlocker } from 'react-router';
import { Button, Dialog } from '@/components/ui';

/**
 * Leaving with unsaved changes asks first: inside the app with a dialog, closing or reloading
 * the tab with the browser's own prompt. The changes stay in this tab's drafts either way.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      open
      onClose={() => blocker.reset()}
      title={t('leave.title')}
      description={t('leave.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset()}>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed()}>
            {t('leave.leave')}
          </Button>
        </>
      }
    />
  );
}
