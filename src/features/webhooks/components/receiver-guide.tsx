import { useTranslation } from '@/lib/i18n';
import { InfoTip, cn, focusRing } from '@/components/ui';
import { EVENT_SAMPLES, EVENT_TYPES } from '../model/event-samples';
import { NODE_RECEIVER, PYTHON_RECEIVER } from '../model/receiver-code';
import { CodeBlock } from './code-block';

/** How to build a receiver: what arrives, the rules that matter, examples, and every payload. */
export function ReceiverGuide() {
  const { t } = useTranslation('webhooks');
  return (
    <div className="flex flex-col gap-4 text-sm text-slate-800">
      <ul className="flex list-disc flex-col gap-2 ps-5">
        <li>{t('guide.sends')}</li>
        <li>{t('guide.answerFast')}</li>
        <li>{t('guide.checkSecret')}</li>
        <li>{t('guide.dedupe')}</li>
        <li>{t('guide.perClient')}</li>
      </ul>
      <CodeBlock title={t('guide.node')} code={NODE_RECEIVER} />
      <CodeBlock title={t('guide.python')} code={PYTHON_RECEIVER} />
      <div className="flex items-center gap-1">
        <h3 className="text-base font-semibold text-slate-900">{t('guide.payloads')}</h3>
        <InfoTip label={t('common:about', { title: t('guide.payloads') })}>
          {t('guide.payloadsIntro')}
        </InfoTip>
      </div>
      <div className="flex flex-col gap-1">
        {EVENT_TYPES.map((type) => (
          <details key={type} className="rounded-md border border-slate-300 bg-white">
            <summary
              className={cn('cursor-pointer rounded-md px-3 py-2 font-mono text-sm', focusRing)}
            >
              {type}
            </summary>
            <pre
              role="region"
              aria-label={type}
              tabIndex={0}
              dir="ltr"
              className="max-h-80 overflow-auto border-t border-slate-200 p-3 font-mono text-xs text-slate-900"
            >
              {JSON.stringify(EVENT_SAMPLES[type], null, 2)}
            </pre>
          </details>
        ))}
      </div>
    </div>
  );
}
