import { WorkflowPanel } from '../../workflow/components/workflow-panel';
import { useProjectOutlet } from '../page/project-outlet';
import { ProjectArtwork } from './project-artwork';
import { ProjectDetails } from './project-details';
import { ProjectMetadata } from './project-metadata';
import { ReviewSummary } from './review-summary';
import { WhyPendingPanel } from './why-pending-panel';

export interface ProjectOverviewTabProps {
  /** Where an asset's review is; its thumbnail links there. */
  reviewHref?: (assetUID: string) => string;
}

/**
 * The project page's first tab: its artwork, what it waits on, review counts, workflow,
 * fields, metadata.
 */
export function ProjectOverviewTab({ reviewHref }: ProjectOverviewTabProps = {}) {
  const { project } = useProjectOutlet();
  return (
    <div className="flex flex-col gap-6">
      <ProjectArtwork assets={project.assets} reviewHref={reviewHref} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <WhyPendingPanel project={project} />
          <ReviewSummary status={project.reviewStatus} assets={project.assets} />
          <WorkflowPanel project={project} />
        </div>
        <div className="flex flex-col gap-6">
          <ProjectDetails project={project} />
          <ProjectMetadata projectUID={project.projectUID} />
        </div>
      </div>
    </div>
  );
}
