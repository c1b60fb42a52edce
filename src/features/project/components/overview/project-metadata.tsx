import { useTranslation } from '@/lib/i18n';
import { Spinner } from '@/components/ui';
import { useProjectMeta } from '../../api/get-project-meta';
import { Section } from './section';
import { QueryErrorAlert } from '@/components/query-error-alert';

/** Integration key-value data (GET /api/v1/project/meta); shown, never edited here. */
export function ProjectMetadata({ projectUID }: { projectUID: string }) {
  const { t } = useTranslation('project');
  const meta = useProjectMeta(projectUID);
  let body;
  if (meta.isPending) {
    body = <Spinner label={t('metadata.loading')} />;
  } else if (meta.isError) {
    body = <QueryErrorAlert query={meta} />;
  } else if (meta.data.length === 0) {
    body = <p className="text-sm text-slate-700">{t('metadata.empty')}</p>;
  } else {
    body = (
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {meta.data.map((entry) => (
          <div key={entry.key} className="contents">
            <dt className="font-mono text-slate-700">{entry.key}</dt>
            <dd className="font-mono break-all text-slate-900">{entry.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <Section title={t('metadata.title')} info={t('metadata.intro')}>
      {body}
    </Section>
  );
}
