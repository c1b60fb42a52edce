import { X } from 'lucide-react';
import { cn, focusRing, VisuallyHidden } from '@/components/ui';

export interface ChipListProps {
  /** Accessible name of the list, e.g. "Chosen owners". */
  label: string;
  items: readonly { key: string; text: string }[];
  /** Spoken name of an item's remove button, e.g. "Remove Ana". */
  removeLabel: (text: string) => string;
  /** Gets the removed item's key. */
  onRemove: (key: string) => void;
  /** `accent` for chosen people, `neutral` for free text such as tags. */
  tone?: 'neutral' | 'accent';
}

const tones = {
  neutral: {
    chip: 'bg-slate-100 text-slate-900 ring-slate-400',
    button: 'text-slate-700 hover:bg-slate-200',
  },
  accent: { chip: 'bg-blue-50 text-blue-950 ring-blue-400', button: 'hover:bg-blue-100' },
};

/** Chosen values as chips, each with a remove button; nothing while the list is empty. */
export function ChipList({ label, items, removeLabel, onRemove, tone = 'neutral' }: ChipListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item.key}
          className={cn(
            'inline-flex items-center gap-1 rounded-full py-0.5 ps-2.5 pe-1 text-sm ring-1 ring-inset',
            tones[tone].chip,
          )}
        >
          {item.text}
          <button
            type="button"
            onClick={() => onRemove(item.key)}
            className={cn(
              'inline-flex size-6 items-center justify-center rounded-full',
              tones[tone].button,
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-3.5" />
            <VisuallyHidden>{removeLabel(item.text)}</VisuallyHidden>
          </button>
        </li>
      ))}
    </ul>
  );
}
