import { useTranslation } from '@/lib/i18n';
import { cn, focusRing } from '@/components/ui';
import { ancestry, type FolderIndex } from '../model/folder-index';

/** Where the open folder sits; each ancestor opens with one click. */
export function FolderBreadcrumb({
  index,
  folderUID,
  onOpen,
}: {
  index: FolderIndex;
  folderUID: string;
  onOpen: (folderUID: string) => void;
}) {
  const { t } = useTranslation('library');
  const chain = ancestry(index, folderUID);
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
        {chain.map((node, i) => (
          <li key={node.folderUID} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === chain.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-900">
                {node.name}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => onOpen(node.folderUID)}
                className={cn(
                  // At least 24 px tall: a target as WCAG 2.5.8 asks, on touch screens too.
                  'min-h-6 rounded-sm underline underline-offset-2 hover:text-slate-900',
                  focusRing,
                )}
              >
                {node.name}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
