import { useTranslation } from '@/lib/i18n';
import type { TaskType } from '@/api/types';
import { Button } from '@/components/ui';
import { TASK_TYPES } from '../model/task-types';

/** Which task types the inbox asks for (GET /task/all Types), as checkboxes. */
export function TypeFilter({
  selected,
  onChange,
}: {
  selected: readonly TaskType[];
  onChange: (types: TaskType[]) => void;
}) {
  const { t } = useTranslation('tasks');
  const toggle = (type: TaskType) =>
    onChange(
      selected.includes(type)
        ? selected.filter((item) => item !== type)
        : TASK_TYPES.filter((item) => item === type || selected.includes(item)),
    );
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('inbox.types')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {TASK_TYPES.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-blue-700"
              checked={selected.includes(type)}
              onChange={() => toggle(type)}
            />
            {t(`type.${type}`)}
          </label>
        ))}
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => onChange([...TASK_TYPES])}>
          {t('inbox.allTypes')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange([])}>
          {t('inbox.noTypes')}
        </Button>
      </div>
    </fieldset>
  );
}
