import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import type { CreateTaskKind } from '../api/task-mutations';

export const CREATE_KINDS: readonly CreateTaskKind[] = [
  'asset_upload',
  'asset_change_upload',
  'refdoc_upload',
  'review_asset',
  'review_asset_ext',
];

/** One button per kind of task the owner can hand out. */
export function CreateTaskButtons({
  disabledReason,
  onCreate,
}: {
  disabledReason: string | null;
  onCreate: (kind: CreateTaskKind) => void;
}) {
  const { t } = useTranslation('tasks');
  return (
    <div className="flex flex-col gap-1">
      <div role="group" aria-label={t('create.label')} className="flex flex-wrap gap-2">
        {CREATE_KINDS.map((kind) => (
          <Button
            key={kind}
            variant={kind === 'review_asset' ? 'primary' : 'secondary'}
            size="sm"
            disabled={disabledReason !== null}
            onClick={() => onCreate(kind)}
          >
            {t(`create.${kind}.button`)}
          </Button>
        ))}
      </div>
      {disabledReason && <p className="text-sm text-slate-700">{disabledReason}</p>}
    </div>
  );
}
