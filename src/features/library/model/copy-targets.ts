import type { Project } from '@/api/types';

/**
 * The projects of the library's client that take a copy, recent ones first (in the order
 * they were used), then the newest; `text` narrows by name, customer or project field.
 */
export function rankCopyTargets(
  projects: readonly Project[],
  clientUID: string | null,
  recentUIDs: readonly string[],
  text: string,
): { recent: Project[]; others: Project[] } {
  const needle = text.trim().toLocaleLowerCase();
  const matching = projects.filter(
    (project) =>
      (project.projectState === 'Active' || project.projectState === 'OnHold') &&
      (clientUID === null || project.client.clientUID === clientUID) &&
      (needle === '' ||
        [project.name, project.customer, project.project].some((field) =>
          (field ?? '').toLocaleLowerCase().includes(needle),
        )),
  );
  const rank = new Map(recentUIDs.map((uid, i) => [uid, i]));
  const recent = matching
    .filter((project) => rank.has(project.projectUID))
    .sort((a, b) => (rank.get(a.projectUID) ?? 0) - (rank.get(b.projectUID) ?? 0));
  const others = matching
    .filter((project) => !rank.has(project.projectUID))
    .sort((a, b) => b.created.localeCompare(a.created) || a.name.localeCompare(b.name));
  return { recent, others };
}
