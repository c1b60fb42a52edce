import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { cn, focusRing, VisuallyHidden } from '@/components/ui';
import { deriveWhyPending, describeWhyPending } from '@/lib/review-status';
import { useCardDetails } from '../../api/card-details';
import { useAnchoredPanel, useOutsidePress } from '../../hooks/use-anchored-panel';
import { useMinuteClock } from '../../hooks/use-clock';
import { QuestionIcon } from '../icons';

type Shown = 'closed' | 'hover' | 'pinned';

/**
 * "Why is this still pending?": a toggletip. Hovering shows it, a click or Enter pins it,
 * Escape or a press elsewhere closes it. The answer comes from the card's open tasks
 * (loaded with the thumbnail) and is announced when it appears.
 */
export function WhyPendingTip({ project }: { project: Project }) {
  const { t, i18n } = useTranslation(['dashboard', 'pending']);
  const [shown, setShown] = useState<Shown>('closed');
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const { data } = useCardDetails(project.projectUID);
  const now = useMinuteClock();
  const open = shown !== 'closed';
  const close = useCallback(() => setShown('closed'), []);
  useAnchoredPanel(button, panel, open, close);
  useOutsidePress([button, panel], shown === 'pinned', close);

  const lines = open
    ? describeWhyPending(
        deriveWhyPending(
          {
            projectState: project.projectState,
            reviewStatus: project.reviewStatus,
            tasks: data?.tasks,
          },
          now,
        ),
        i18n.t,
        now,
      )
    : [];

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={cn(
          'rounded-full p-0.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
        onClick={() => setShown((s) => (s === 'pinned' ? 'closed' : 'pinned'))}
        onMouseEnter={(event) => {
          // A pressed button means a card is being dragged across: no tips popping up on the way.
          if (event.buttons === 0) setShown((s) => (s === 'closed' ? 'hover' : s));
        }}
        onMouseLeave={() => setShown((s) => (s === 'hover' ? 'closed' : s))}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            close();
          }
        }}
      >
        <QuestionIcon width={14} height={14} />
        <VisuallyHidden>{t('review.whyPending', { name: project.name })}</VisuallyHidden>
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="status"
          aria-labelledby={titleId}
          className="fixed top-0 left-0 z-40 w-72 rounded-md border border-slate-300 bg-white p-3 text-sm text-slate-900 shadow-lg"
        >
          <p id={titleId} className="mb-1 font-semibold">
            {t('review.whyPendingTitle')}
          </p>
          <ul className="flex flex-col gap-1">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
