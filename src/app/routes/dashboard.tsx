import { lazy, Suspense } from 'react';
import { DashboardPage, type CreateProjectSlotProps } from '@/features/dashboard';
import { paths } from '../paths';

// The form is only needed once someone clicks "New project": keep it out of the dashboard's first load.
const ProjectFormDialog = lazy(async () => ({
  default: (await import('@/features/project')).ProjectFormDialog,
}));

function CreateProject({ open, clientUID, onClose, onSaved }: CreateProjectSlotProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProjectFormDialog
        mode="create"
        open
        clientUID={clientUID}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Suspense>
  );
}

const projectHref = (projectUID: string) => paths.project.root.getHref({ projectUID });
const renderCreateProject = (props: CreateProjectSlotProps) => <CreateProject {...props} />;

/** The dashboard, with the project feature's create dialog behind its "New project" button. */
export function Component() {
  return <DashboardPage projectHref={projectHref} renderCreateProject={renderCreateProject} />;
}
