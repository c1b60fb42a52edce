import type { Project } from '@/api/types';

/** Lower case without accents: "Crème" and "CREME" both become "creme". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

// Folded once per project object: the list is replaced, not mutated, when it changes.
const folded = new WeakMap<Project, string>();

/** The fields the service's Query searches (spec.md: GET /api/v1/project), folded. */
function searchable(project: Project): string {
  const known = folded.get(project);
  if (known !== undefined) return known;
  const text = foldText(
    [
      project.name,
      project.customer,
      project.project,
      project.design,
      project.revision,
      project.description,
      ...project.tags,
    ]
      .filter((field): field is string => typeof field === 'string')
      .join('\n'),
  );
  folded.set(project, text);
  return text;
}

/**
 * The projects whose text holds every word of `query`, ignoring case and accents: "oat"
 * finds "Oat Crunch". The service's own Query is case-sensitive (spec.md), so the dashboard
 * asks it for the chosen states only and matches the text here, as people expect.
 */
export function matchProjects(projects: readonly Project[], query: string): readonly Project[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return projects;
  return projects.filter((project) => {
    const text = searchable(project);
    return words.every((word) => text.includes(word));
  });
}
