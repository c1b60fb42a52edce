import type { OfflineModule } from '@/offline/platform/context';
import { annotationHandlers } from './routes';
import { removeAnnotationsOfAsset, removeAnnotationsOfProject } from './cleanup';
import { annotatedAssetsOfProject, annotationReportSection } from './report';
import { seedDemoAnnotations } from './seed';

/** Annotations and replies on asset pages; needs the assets module before it (seed and lookups). */
export function createAnnotationsModule(): OfflineModule {
  return {
    name: 'annotations',
    handlers: annotationHandlers,
    setup(ctx) {
      ctx.projects.annotationAssetUID = (annotationUID) =>
        ctx.db.get('annotations', annotationUID)?.assetUID;
      ctx.projects.onAssetDeleted.push(({ assetUID, versions, wholeAsset }) => {
        if (wholeAsset) removeAnnotationsOfAsset(ctx, assetUID);
        else for (const version of versions) removeAnnotationsOfAsset(ctx, assetUID, version);
      });
      ctx.projects.onDeleted.push((project) => {
        removeAnnotationsOfProject(ctx, project.projectUID);
      });
      ctx.projects.reportSections.push((project) => [
        annotationReportSection(ctx, annotatedAssetsOfProject(ctx, project.projectUID)),
      ]);
      ctx.projects.assetReportSections.push(({ assetUID, version }) => [
        annotationReportSection(ctx, [assetUID], version),
      ]);
    },
    seed: seedDemoAnnotations,
  };
}
