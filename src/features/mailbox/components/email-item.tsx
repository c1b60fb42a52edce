import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { OutboxEmail } from '@/api/types';
import { formatDateTime } from '@/lib/format';
import { EmailLinks } from './email-links';

/** One e-mail: subject, recipient, language, time, the body as sent (text, line breaks kept). */
export function EmailItem({ email }: { email: OutboxEmail }) {
  const { t } = useTranslation('mailbox');
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4"
      >
        <header className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {email.subject}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
            <dt className="font-medium text-slate-900">{t('email.to')}</dt>
            <dd className="break-all">{email.to}</dd>
            <dt className="font-medium text-slate-900">{t('email.language')}</dt>
            <dd>{t(`languageNames.${email.language}`)}</dd>
            <dt className="font-medium text-slate-900">{t('email.sent')}</dt>
            <dd>
              <time dateTime={email.time}>{formatDateTime(email.time)}</time>
            </dd>
            {email.reviewLinkState && (
              <>
                <dt className="font-medium text-slate-900">{t('email.reviewLink')}</dt>
                <dd
                  className={
                    email.reviewLinkState === 'Expired' ? 'font-medium text-amber-900' : undefined
                  }
                >
                  {email.reviewLinkState === 'Expired'
                    ? t('email.linkExpired')
                    : t('email.linkActive')}
                </dd>
              </>
            )}
          </dl>
        </header>
        <p className="rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
          {email.bodyText}
        </p>
        <EmailLinks links={email.links} />
      </article>
    </li>
  );
}
