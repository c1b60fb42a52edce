import type { Asset } from '@/api/types';
import { Badge } from '@/components/ui';
import type { TFunction } from '@/lib/i18n';

interface WorkspaceTitleProps {
  id: string;
  asset: Asset;
  page: number;
  /** The review texts; null while they load (the name shows alone). */
  t: TFunction | null;
  /** Element Timing identifier of the name (src/lib/after-shown.ts), if someone waits for it. */
  nameTiming?: string | undefined;
}

/** The asset's name and version at the head of the review tool and of its placeholder. */
export function WorkspaceTitle({ id, asset, page, t, nameTiming }: WorkspaceTitleProps) {
  return (
    <div className="flex min-w-0 items-center gap-2 max-md:flex-1">
      {/* dir=auto: a Latin file name in a right-to-left page is cut at its end, not its start. */}
      <h1
        id={id}
        dir="auto"
        className="truncate text-base font-semibold max-md:text-sm"
        {...(nameTiming ? { elementtiming: nameTiming } : {})}
      >
        {asset.name}
      </h1>
      {t && (
        <Badge className="shrink-0 whitespace-nowrap">
          {t('workspace.version', { version: asset.version })}
        </Badge>
      )}
      {t && asset.pagesCount > 1 && (
        <span className="text-sm text-slate-700">
          {t('pages.pageOf', { page: page + 1, count: asset.pagesCount })}
        </span>
      )}
    </div>
  );
}
