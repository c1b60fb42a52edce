import type { ServiceContext } from '@/offline/platform/context';
import { assertProjectAcceptsUploads } from './upload';
import { fetchRemoteFile, type FetchedFile } from './url-fetch';
import { requireVisibleProject } from '@/offline/users';
import type { UserRow } from '@/offline/users';
import type { ProjectRow } from '@/offline/projects';
import { readUrlUploadRequest, type UrlUploadRequest } from './input';

/** An upload_url call (assets and reference documents alike) once read, checked and fetched. */
interface UrlUpload {
  input: UrlUploadRequest;
  project: ProjectRow;
  fetched: FetchedFile;
}

/** Reads an upload_url body, checks its project and downloads the file. */
export async function fetchUrlUpload(
  ctx: ServiceContext,
  user: UserRow,
  request: Request,
): Promise<UrlUpload> {
  const input = await readUrlUploadRequest(request);
  const project = requireVisibleProject(ctx, user, input.projectUID);
  // Checked before fetching so an inactive project costs no download.
  assertProjectAcceptsUploads(project);
  const fetched = await fetchRemoteFile(input.url, {
    urlKey: input.urlKey,
    fileName: input.fileName,
  });
  return { input, project, fetched };
}
