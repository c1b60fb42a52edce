import { WorkflowPanel } from '../../workflow/components/workflow-panel';
import { useProjectOutlet } from '../page/project-outlet';
import { ProjectDetails } from './project-details';
import { ProjectMetadata } from './project-metadata';
import { ReviewSummary } from './review-summary';
import { WhyPendingPanel } from './why-pending-panel';

/** The project page's first tab: what it waits on, review counts, workflow, fields, metadata. */
export function ProjectOverviewTab() {
  const { project } = useProjectOutlet();
  return (
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
  );
}
