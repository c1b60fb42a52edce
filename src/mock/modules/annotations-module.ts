import type { MockModule } from '../context';
import { annotationHandlers } from '../handlers/annotations';
import { removeAnnotationsOfAsset, removeAnnotationsOfProject } from '../rules/annotations-cleanup';
import { annotatedAssetsOfProject, annotationReportSection } from '../rules/annotations-report';
import { seedDemoAnnotations } from '../seed/demo-annotations';

/** Annotations and replies on asset pages; needs the assets module before it (seed and lookups). */
export function createAnnotationsModule(): MockModule {
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
