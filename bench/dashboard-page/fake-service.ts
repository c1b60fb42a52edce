import type { Project } from '@/api/types';

const TEXT_FIELDS = ['name', 'customer', 'project', 'design', 'revision', 'description'] as const;

function matches(project: Project, text: string): boolean {
  return (
    TEXT_FIELDS.some((field) => project[field]?.includes(text) === true) ||
    project.tags.some((tag) => tag.includes(text))
  );
}

function json(result: unknown, status = 200): Response {
  return new Response(
    JSON.stringify({ version: '1.0', statusCode: status, message: null, result }),
    {
      status,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

/**
 * Answers the two reads the board makes, in the page, with GET /api/v1/project's rules
 * (States, case-sensitive Query, ProjectUID lists): the measurement is the board, not a network.
 */
export function installFakeService(projects: () => readonly Project[]): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== '/api/v1/project') return realFetch(input, init);
    const states = new Set(
      (url.searchParams.get('States') ?? 'Active,OnHold,Completed').split(','),
    );
    const text = url.searchParams.get('Query');
    const uids = url.searchParams.get('ProjectUID');
    const wanted = uids ? new Set(uids.split(',')) : null;
    const result = projects().filter(
      (p) =>
        states.has(p.projectState) &&
        (wanted === null || wanted.has(p.projectUID)) &&
        (text === null || matches(p, text)),
    );
    return Promise.resolve(
      json(wanted ? result.map((p) => ({ ...p, assets: [], tasks: [] })) : result),
    );
  };
}
