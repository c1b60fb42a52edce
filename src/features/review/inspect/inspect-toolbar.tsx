import { Pipette, Ruler, SquareDashed } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import { toggleTool, useInspectStore, type InspectTool } from './inspect-store';

/** The inspect tools, each with its key (free letters of the review tool's shortcuts). */
export const INSPECT_TOOLS: readonly { id: InspectTool; key: string; Icon: typeof Ruler }[] = [
  { id: 'ruler', key: 'm', Icon: Ruler },
  { id: 'box', key: 'b', Icon: SquareDashed },
  { id: 'colour', key: 'i', Icon: Pipette },
];

/** Toolbar toggles of the measure and colour tools; the tools themselves load when first used. */
export function InspectToolbar() {
  // The review namespace, already loaded with the toolbar: no extra text file on first paint.
  const { t } = useTranslation('review');
  const tool = useInspectStore((s) => s.tool);
  return (
    <div role="group" aria-label={t('inspectTools.group')} className="flex items-center gap-0.5">
      {INSPECT_TOOLS.map(({ id, key, Icon }) => {
        const label = t(`inspectTools.${id}`);
        return (
          <button
            key={id}
            type="button"
            aria-label={label}
            aria-pressed={tool === id}
            aria-keyshortcuts={key.toUpperCase()}
            title={`${label} (${key.toUpperCase()})`}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => toggleTool(id)}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-md border text-slate-800',
              tool === id
                ? 'border-blue-700 bg-blue-100 text-blue-900'
                : 'border-transparent hover:bg-slate-100',
              focusRing,
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        );
      })}
    </div>
  );
}
