import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';
import { INSPECT_TOOLS } from './inspect-toolbar';

const kbd = 'rounded border border-slate-400 bg-slate-50 px-1.5 font-mono text-xs';

/** The measure and colour tools' keys, for the review tool's keyboard help. */
export function InspectShortcuts() {
  const { t } = useTranslation('review');
  return (
    <section className="mb-3">
      <h3 className="mb-1 text-sm font-semibold">{t('inspectTools.group')}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {INSPECT_TOOLS.map(({ id, key }) => (
          <Fragment key={id}>
            <dt>{t(`inspectTools.${id}`)}</dt>
            <dd className="flex justify-end">
              <kbd className={kbd}>{key.toUpperCase()}</kbd>
            </dd>
          </Fragment>
        ))}
      </dl>
      <p className="mt-1 text-sm text-slate-700">{t('inspectTools.keys')}</p>
    </section>
  );
}
