import type { ClientDirectory, Project, ProjectState } from '@/api/types';

const DAY = 86_400_000;
const STATES: ProjectState[] = ['Active', 'Active', 'Active', 'Active', 'OnHold', 'Completed'];

/** A client with `columns` Kanban columns and a few folders, as GET /api/v1/users lists it. */
export function benchClient(columns: number): ClientDirectory {
  return {
    clientUID: 'cli-bench',
    name: 'Bench Packaging',
    users: [{ userUID: 'usr-bench', fullName: 'Bench User', email: 'bench@demo.test' }],
    templates: [],
    folders: ['Beverages', 'Snacks', 'Dairy', 'Frozen'].map((name, i) => ({
      folderUID: `fld-bench-${i}`,
      name,
    })),
    kanbanColumns: Array.from({ length: columns }, (_, i) => ({
      kanbanColumnUID: `col-bench-${i}`,
      name: `Stage ${i + 1}`,
    })),
  };
}

/**
 * `count` projects spread evenly over the client's columns, in the service's dashboard order
 * (due date ascending, undated last). `activeOnly` makes every card draggable.
 */
export function benchProjects(
  client: ClientDirectory,
  count: number,
  activeOnly = false,
): Project[] {
  const now = Date.now();
  const columns = client.kanbanColumns;
  const projects = Array.from({ length: count }, (_, i): Project => {
    const column = columns[i % columns.length];
    return {
      projectUID: `bench-${String(i).padStart(5, '0')}`,
      projectState: activeOnly ? 'Active' : (STATES[i % STATES.length] ?? 'Active'),
      name: `Bench carton ${i} ${['Lemon', 'Oat', 'Berry', 'Salt'][i % 4] ?? ''}`,
      customer: `Customer ${i % 97}`,
      project: `Line ${i % 31}`,
      design: 'Folding carton',
      revision: String(1 + (i % 9)),
      description: 'Generated for the dashboard benchmark.',
      tags: ['bench', `t${i % 13}`],
      dueDate:
        i % 7 === 0 ? null : new Date(now + ((i % 120) - 30) * DAY).toISOString().slice(0, 10),
      reviewStatus: {
        pendingCount: i % 4,
        approvedCount: i % 3,
        rejectedCount: i % 5 === 0 ? 1 : 0,
      },
      created: new Date(now - (i % 365) * DAY).toISOString(),
      templateUID: null,
      kanbanColumnUID: column?.kanbanColumnUID ?? null,
      folderUID: i % 5 === 4 ? null : `fld-bench-${i % 4}`,
      owners: ['usr-bench'],
      client: { clientUID: client.clientUID, name: client.name },
      workflow: null,
    };
  });
  const due = (p: Project) =>
    p.dueDate === null ? Number.POSITIVE_INFINITY : Date.parse(p.dueDate);
  return projects.sort((a, b) => due(a) - due(b) || Date.parse(b.created) - Date.parse(a.created));
}
