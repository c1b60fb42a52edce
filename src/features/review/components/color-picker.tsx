import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';
import { COLORS } from '../editor/editor-state';
import type { ReviewEditor } from '../editor/review-editor';
import { useEditorState } from '../hooks/use-editor-state';

const COLOR_NAMES = ['red', 'orange', 'green', 'blue', 'purple', 'black'] as const;

/** Colour of new shapes (and of the open draft) as a radio group: arrow keys move between swatches. */
export function ColorPicker({ editor }: { editor: ReviewEditor }) {
  const { t } = useTranslation('review');
  const color = useEditorState(editor, (s) => s.color);
  // One radio group per workspace, also when two are on screen (compare versions).
  const name = useId();
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t('toolbar.color')}</legend>
      {COLORS.map((value, index) => (
        <label
          key={value}
          className="relative inline-flex size-7 cursor-pointer items-center justify-center"
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={color === value}
            onChange={() => editor.setColor(value)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            style={{ backgroundColor: value }}
            className={cn(
              'size-5 rounded-full ring-offset-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-blue-700',
              color === value ? 'ring-2 ring-slate-900' : 'ring-1 ring-slate-400',
            )}
          />
          <span className="sr-only">{t(`toolbar.colors.${COLOR_NAMES[index] ?? 'red'}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
