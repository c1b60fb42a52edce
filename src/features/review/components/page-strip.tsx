import { Circle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import { pageBitmapUrl } from '../canvas/page-images';
import type { ReviewEditor } from '../editor/review-editor';
import { useEditorState } from '../hooks/use-editor-state';

interface Props {
  editor: ReviewEditor;
  fullSizeBitmapUrl: string;
}

/** Thumbnails of every page of a multipage asset; the current one is marked for assistive technology too. */
export function PageStrip({ editor, fullSizeBitmapUrl }: Props) {
  const { t } = useTranslation('review');
  const page = useEditorState(editor, (s) => s.page);
  const count = useEditorState(editor, (s) => s.pageCount);
  // Re-read whenever the draft changes: a few storage keys, so pages marked follow at once.
  const draft = useEditorState(editor, (s) => s.draft);
  const draftPages = editor.draft.otherPages();
  const marked = (index: number) => (index === page ? draft !== null : draftPages.includes(index));
  return (
    <nav
      aria-label={t('pages.label')}
      className="w-28 shrink-0 overflow-y-auto border-e border-slate-300 bg-slate-100 p-2"
    >
      <ol className="flex flex-col gap-2">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              aria-current={index === page ? 'page' : undefined}
              onClick={() => editor.goToPage(index)}
              className={cn(
                'flex w-full flex-col items-center gap-1 rounded-md border-2 bg-white p-1 text-xs text-slate-800',
                index === page ? 'border-blue-700' : 'border-transparent hover:border-slate-400',
                focusRing,
              )}
            >
              <img
                src={pageBitmapUrl(fullSizeBitmapUrl, index)}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-20 w-full object-contain"
              />
              <span>
                {t('pages.page', { page: index + 1 })}
                {marked(index) && (
                  <>
                    {' '}
                    <Circle
                      aria-hidden="true"
                      className="inline size-2.5 fill-amber-700 align-baseline text-amber-700"
                    />
                    <span className="sr-only">{t('pages.hasDraft')}</span>
                  </>
                )}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
