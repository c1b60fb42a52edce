import { useId, useRef } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { deriveWhyPending, describeWhyPending } from '@/lib/review-status';
import { useCardDetails } from '../../api/card-details';
import { useAnchoredPanel, useOutsidePress } from '../../hooks/use-anchored-panel';
import { useMinuteClock } from '../../hooks/use-clock';

export interface WhyPendingPanelProps {
  project: Project;
  /** The "?" button the panel sits next to. */
  button: RefObject<HTMLButtonElement | null>;
  /** The id the button's aria-controls names. */
  id: string;
  /** Pinned by a click or Enter: a press elsewhere closes it (hover tips close on leave). */
  pinned: boolean;
  onClose: () => void;
}

/**
 * The open toggletip of {@link WhyPendingTip}: why the project still waits, in words. Its chunk
 * is loaded together with the `pending` texts, so rendering it never suspends the board.
 */
export function WhyPendingPanel({ project, button, id, pinned, onClose }: WhyPendingPanelProps) {
  const { t, i18n } = useTranslation(['dashboard', 'pending']);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { data } = useCardDetails(project.projectUID);
  const now = useMinuteClock();
  useAnchoredPanel(button, panel, true, onClose);
  useOutsidePress([button, panel], pinned, onClose);

  const lines = describeWhyPending(
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
  );

  return (
    <div
      ref={panel}
      id={id}
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
  );
}
