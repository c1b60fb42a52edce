import { memo, useId, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAnnotationChange } from '../../api/annotation-mutations';
import type { ReviewEditor } from '../../editor/review-editor';
import { useEditorState } from '../../hooks/use-editor-state';
import {
  filterCounts,
  filterThreads,
  markerNumbers,
  type AnnotationFilter,
  type Thread,
  type Viewer,
} from '../../model/threads';
import { FilterBar } from './filter-bar';
import { ThreadItem } from './thread-item';

interface Props {
  editor: ReviewEditor;
  assetUID: string;
  byPage: Map<number, Thread[]>;
  viewer: Viewer;
  canAnnotate: boolean;
  filter: AnnotationFilter;
  onFilterChange: (filter: AnnotationFilter) => void;
  /** Top-level annotations made on other versions of the asset (not listed). */
  otherVersions: number;
  onSelectThread: (thread: Thread) => void;
}

/**
 * The annotations of the asset version by page, filtered, with their replies and actions.
 * Memoized: the workspace renders again on every page-image and viewport change, and the list
 * (its filters and counts over every thread) was most of the work of the review tool's first
 * seconds on a phone.
 */
export const AnnotationPanel = memo(function AnnotationPanel(props: Props) {
  const {
    editor,
    assetUID,
    byPage,
    viewer,
    canAnnotate,
    filter,
    onFilterChange,
    otherVersions,
    onSelectThread,
  } = props;
  const { t } = useTranslation('review');
  const headingId = useId();
  const selection = useEditorState(editor, (s) => s.selection);
  const change = useAnnotationChange(assetUID);
  const groups = useMemo(() => filterThreads(byPage, filter, viewer), [byPage, filter, viewer]);
  const counts = useMemo(() => filterCounts(byPage, viewer), [byPage, viewer]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 p-3">
      <h2 id={headingId} className="text-base font-semibold">
        {t('panel.title')}
      </h2>
      <FilterBar value={filter} counts={counts} onChange={onFilterChange} />
      {groups.length === 0 && (
        <p className="text-sm text-slate-700">{t(`panel.empty.${filter}`)}</p>
      )}
      {groups.map(({ page, threads }) => {
        // Numbered over all the page's threads, as the canvas numbers them, whatever the filter.
        const numbers = markerNumbers(byPage.get(page) ?? []);
        return (
          <section
            key={page}
            aria-label={t('panel.pageHeading', { page: page + 1 })}
            className="flex flex-col gap-2"
          >
            <h3 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
              {t('panel.pageHeading', { page: page + 1 })}
            </h3>
            <ul className="flex flex-col gap-2">
              {threads.map((thread) => (
                <ThreadItem
                  key={thread.annotation.annotationUID}
                  thread={thread}
                  number={numbers.get(thread.annotation.annotationUID)}
                  selected={selection === thread.annotation.annotationUID}
                  viewer={viewer}
                  canAnnotate={canAnnotate}
                  onSelect={() => onSelectThread(thread)}
                  onChange={(value) => change.mutate(value)}
                  onDelete={() => editor.requestDelete(thread.annotation.annotationUID)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {otherVersions > 0 && (
        <p className="text-xs text-slate-700">
          {t('panel.otherVersions', { count: otherVersions })}
        </p>
      )}
    </section>
  );
});
