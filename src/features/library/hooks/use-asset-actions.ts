import { useTranslation } from '@/lib/i18n';
import type { DalAsset, Project } from '@/api/types';
import { useCopyAssetsToProject, useDeleteAssets, useMoveAssets } from '../api/asset-mutations';
import { countOutcomes, type ItemOutcome } from '../model/bulk-result';
import { folderPath, type FolderIndex } from '../model/folder-index';
import { describeLibraryError, type LibraryAction } from '../model/library-errors';
import type { LibraryLinks } from '../model/links';
import type { LibraryNotice } from '../model/notice';
import { useRecentProjects } from '../stores/recent-projects';

/**
 * Move, delete and copy-to-project for one asset or many, each ending in one notice: what
 * was done, and one line per item that failed and why (nothing stops at the first failure).
 */
export function useAssetActions(
  index: FolderIndex | undefined,
  links: LibraryLinks,
  notify: (notice: LibraryNotice) => void,
) {
  const { t } = useTranslation('library');
  const moveMutation = useMoveAssets();
  const deleteMutation = useDeleteAssets();
  const copyMutation = useCopyAssetsToProject();
  const remember = useRecentProjects((state) => state.remember);

  const failures = (outcomes: ItemOutcome<unknown>[], action: LibraryAction) =>
    outcomes.flatMap((outcome) =>
      outcome.ok
        ? []
        : [
            t('bulk.failedItem', {
              name: outcome.name,
              reason: describeLibraryError(outcome.error, action, t),
            }),
          ],
    );

  const report = (
    outcomes: ItemOutcome<unknown>[],
    action: LibraryAction,
    doneText: string,
    links?: LibraryNotice['links'],
  ) => {
    const { done, failed } = countOutcomes(outcomes);
    notify({
      tone: failed === 0 ? 'success' : done === 0 ? 'error' : 'warning',
      text:
        failed === 0
          ? doneText
          : t('bulk.partial', { done, failed, total: outcomes.length, summary: doneText }),
      items: failures(outcomes, action),
      ...(links && links.length > 0 ? { links } : {}),
    });
  };

  const move = async (assets: readonly DalAsset[], folderUID: string) => {
    const outcomes = await moveMutation.mutateAsync({ assets, folderUID });
    const target = index ? folderPath(index, folderUID) : '';
    report(outcomes, 'moveAsset', t('bulk.moved', { count: countOutcomes(outcomes).done, target }));
    return outcomes;
  };

  const remove = async (assets: readonly DalAsset[]) => {
    const outcomes = await deleteMutation.mutateAsync({ assets });
    report(outcomes, 'deleteAsset', t('bulk.deleted', { count: countOutcomes(outcomes).done }));
    return outcomes;
  };

  const copy = async (assets: readonly DalAsset[], project: Project) => {
    remember(project.projectUID);
    const outcomes = await copyMutation.mutateAsync({ assets, projectUID: project.projectUID });
    const made = outcomes.flatMap((outcome) =>
      outcome.ok && outcome.value ? [{ name: outcome.name, value: outcome.value }] : [],
    );
    const first = made[0];
    const doneText =
      made.length === 1 && first
        ? t('bulk.copiedOne', {
            name: first.name,
            project: project.name,
            version: first.value.version,
          })
        : t('bulk.copied', { count: made.length, project: project.name });
    report(outcomes, 'copyToProject', doneText, [
      ...(made.length > 0
        ? [
            {
              href: links.projectAssets(project.projectUID),
              label: t('bulk.openProject', { project: project.name }),
            },
          ]
        : []),
      ...(made.length === 1 && first
        ? [
            {
              href: links.review(first.value.assetUID),
              label: t('bulk.openCopy', { name: first.name }),
            },
          ]
        : []),
    ]);
    return outcomes;
  };

  return {
    move,
    remove,
    copy,
    pending: moveMutation.isPending || deleteMutation.isPending || copyMutation.isPending,
  };
}
