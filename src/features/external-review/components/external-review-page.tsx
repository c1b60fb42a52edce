import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { RateLimitBanner } from '@/components/rate-limit-banner';
import { Alert, Button, Spinner } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useExternalLanguage } from '../hooks/use-external-language';
import { useReviewAccess, type ReviewAccessControls } from '../hooks/use-review-access';
import { useTokenScope } from '../hooks/use-token-scope';
import type { ExternalReviewSession } from '../stores/external-session';
import { ExternalHeader } from './external-header';
import { PasswordForm } from './password-form';
import { ReviewNotice } from './review-notice';
import { ScopedReview } from './scoped-review';
import type { ExternalReviewPageProps } from './types';

function OpenReview<TK extends QueryKey, AK extends QueryKey>({
  session,
  controls,
  ...rest
}: Omit<ExternalReviewPageProps<TK, AK>, 'reviewToken' | 'mainId'> & {
  session: ExternalReviewSession;
  controls: ReviewAccessControls;
}) {
  const { t } = useTranslation('external');
  const scoped = useTokenScope(session, controls.expire);
  if (!scoped) {
    return (
      <div className="grid flex-1 place-items-center p-6">
        <Spinner label={t('checking')} />
      </div>
    );
  }
  const initialTask = controls.access.kind === 'open' ? controls.access.task : null;
  return <ScopedReview session={session} initialTask={initialTask} {...rest} />;
}

/**
 * `/external/<token>`: the page an external reviewer reaches from the invitation e-mail.
 * Exchanges the link (and its password) for a scoped review session, speaks the task's
 * language with a switcher, and shows the review tool with what the link allows, or a clear
 * page when the link is not valid, the review is over or the session ended.
 */
export function ExternalReviewPage<TK extends QueryKey, AK extends QueryKey>(
  props: ExternalReviewPageProps<TK, AK>,
) {
  const { reviewToken, linkLanguage, mainId, ...rest } = props;
  const { t } = useTranslation('external');
  const controls = useReviewAccess(reviewToken);
  const { access } = controls;
  const { language, choose } = useExternalLanguage(reviewToken, linkLanguage ?? null);
  const main = useRef<HTMLElement>(null);
  const opened = access.kind === 'open';
  const wasOpened = useRef(opened);
  useEffect(() => {
    // Once the password is accepted the form is gone: start from the top of the review.
    if (opened && !wasOpened.current) main.current?.focus();
    wasOpened.current = opened;
  }, [opened]);

  const body = () => {
    switch (access.kind) {
      case 'checking':
        return (
          <div className="grid flex-1 place-items-center p-6">
            <Spinner label={t('checking')} />
          </div>
        );
      case 'password':
        return (
          <ReviewNotice title={t('password.title')}>
            <p>{t('password.intro')}</p>
            <PasswordForm error={access.error} onSubmit={controls.submitPassword} />
          </ReviewNotice>
        );
      case 'invalid':
        return (
          <ReviewNotice title={t('invalid.title')}>
            <p>{t('invalid.body')}</p>
          </ReviewNotice>
        );
      case 'expired':
        return (
          <ReviewNotice
            title={t('expired.title')}
            action={<Button onClick={controls.retry}>{t('expired.reopen')}</Button>}
          >
            <p>{t('expired.body')}</p>
          </ReviewNotice>
        );
      case 'failed':
        return (
          <ReviewNotice
            title={t('failed.title')}
            action={<Button onClick={controls.retry}>{t('failed.retry')}</Button>}
          >
            <Alert tone="error">{describeError(access.error)}</Alert>
          </ReviewNotice>
        );
      case 'open':
        return (
          <OpenReview
            key={access.session.token}
            session={access.session}
            controls={controls}
            {...rest}
          />
        );
    }
  };

  return (
    <div className="flex h-dvh flex-col bg-slate-50 text-slate-900">
      <ExternalHeader language={language} onLanguageChange={choose} />
      <div className="flex flex-col gap-2 px-3 empty:hidden">
        <RateLimitBanner />
      </div>
      <main
        ref={main}
        id={mainId}
        tabIndex={-1}
        className="flex min-h-0 flex-1 flex-col overflow-auto outline-none"
      >
        {body()}
      </main>
    </div>
  );
}
