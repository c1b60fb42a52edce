import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { deriveWhyPending, describeWhyPending } from '@/lib/review-status';
import { useNow } from '@/lib/use-now';
import { Section } from './section';

/** Who and what the project waits on, most urgent first. */
export function WhyPendingPanel({ project }: { project: Project }) {
  const { t } = useTranslation(['project', 'pending']);
  const now = useNow();
  const lines = describeWhyPending(deriveWhyPending(project, now), t, now);
  return (
    <Section title={t('whyPending.title')}>
      <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-1.5 size-1.5 shrink-0 rounded-full bg-slate-500"
            />
            {line}
          </li>
        ))}
      </ul>
    </Section>
  );
}
