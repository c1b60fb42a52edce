import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, TextField } from '@/components/ui';
import { ACTION_LIMITS } from '@/domain/workflows/vocabulary';
import type { ActionInspectorProps } from '../model/builder-types';
import { fieldMessage, listOrUndefined, textOrUndefined } from './field-messages';
import { usePendingFocus } from './use-pending-focus';

/** Moves one entry of a list from `from` to `to` (both in range). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The review checklist: its name and items. Items are added, edited, removed and reordered
 * with buttons or, in an item's field, Alt+ArrowUp / Alt+ArrowDown; focus follows the item.
 */
export function ChecklistEditor({ action, issues, onChange }: ActionInspectorProps) {
  const { t } = useTranslation('workflow-inspector');
  const items = action.checklistItems ?? [];
  const focus = usePendingFocus();
  const listErrorId = useId();
  const listError = fieldMessage(issues, 'checklistItems');

  const setItems = (next: string[], focusIndex: number | null = null) => {
    onChange({ checklistItems: listOrUndefined(next) });
    focus.focusAfterRender(focusIndex);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    setItems(moveItem(items, from, to), to);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
    }
  };

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-md border border-slate-300 p-3"
      aria-describedby={listError ? listErrorId : undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-900">{t('checklist.legend')}</legend>
      <TextField
        label={t('checklist.name')}
        maxLength={ACTION_LIMITS.textMax}
        value={action.checklistName ?? ''}
        error={fieldMessage(issues, 'checklistName')}
        onChange={(event) => onChange({ checklistName: textOrUndefined(event.target.value) })}
      />
      <p className="text-sm text-slate-700">{t('checklist.keyboardHint')}</p>
      <ol className="flex flex-col gap-2">
        {items.map((item, index) => (
          // Items are plain strings that may repeat; the position is their identity here.
          <li key={index} className="flex items-start gap-2">
            <div className="grow">
              <TextField
                ref={focus.refAt(index)}
                label={t('checklist.item', { n: index + 1 })}
                maxLength={ACTION_LIMITS.checklistItemMax}
                value={item}
                error={fieldMessage(issues, `checklistItems[${index}]`)}
                onKeyDown={onKeyDown(index)}
                onChange={(event) =>
                  setItems(items.map((old, i) => (i === index ? event.target.value : old)))
                }
              />
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="mt-7"
              disabled={index === 0}
              aria-label={t('checklist.moveUp', { n: index + 1 })}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="mt-7"
              disabled={index === items.length - 1}
              aria-label={t('checklist.moveDown', { n: index + 1 })}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="mt-7"
              aria-label={t('checklist.remove', { n: index + 1 })}
              onClick={() =>
                setItems(
                  items.filter((_, i) => i !== index),
                  items.length > 1 ? Math.max(0, index - 1) : null,
                )
              }
            >
              {t('checklist.removeShort')}
            </Button>
          </li>
        ))}
      </ol>
      {listError && (
        <p id={listErrorId} className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={items.length >= ACTION_LIMITS.checklistItemsMax}
          onClick={() => setItems([...items, ''], items.length)}
        >
          {t('checklist.add')}
        </Button>
      </div>
    </fieldset>
  );
}
