import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { cn, focusRing, VisuallyHidden } from '@/components/ui';
import { WhyPendingPanel } from '../deferred';
import { QuestionIcon } from '../icons';

type Shown = 'closed' | 'hover' | 'pinned';

/**
 * "Why is this still pending?": a toggletip. Hovering shows it, a click or Enter pins it,
 * Escape or a press elsewhere closes it. The answer ({@link WhyPendingPanel}, a chunk of its
 * own with the texts it needs) comes from the card's open tasks and is announced when it appears.
 */
export function WhyPendingTip({ project }: { project: Project }) {
  const { t } = useTranslation('dashboard');
  const [shown, setShown] = useState<Shown>('closed');
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const open = shown !== 'closed';
  const close = useCallback(() => setShown('closed'), []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={cn(
          // 24 px: the smallest target WCAG 2.2 allows (2.5.8), for a finger on a phone.
          'inline-flex size-6 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900',
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
        <Suspense fallback={null}>
          <WhyPendingPanel.Component
            project={project}
            button={button}
            id={panelId}
            pinned={shown === 'pinned'}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
