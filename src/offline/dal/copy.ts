import type { ServiceContext } from '@/offline/platform/context';
import { OfflineHttpError, notFound } from '@/offline/platform/http/errors';
import { newUid } from '@/offline/platform/ids';
import { eventProjectOf } from '@/offline/projects';
import type { StoredFile } from '@/offline/platform/store/file-store';
import type { UserRow } from '@/offline/users';
import type { ProjectRow } from '@/offline/projects';
import { assetVersionKey, type AssetVersionRow } from '@/offline/assets';
import type { DalAssetRow } from './rows';
import { readAssetFile } from '@/offline/assets';
import { assetKeys, newFileToken } from '@/offline/assets';
import {
  findAssetByName,
  findAssetVersion,
  nextVersionPlace,
  projectOfAsset,
} from '@/offline/assets';
import { changeDalAsset } from './assets';
import { dalKeys, newDalToken, readDalFiles } from './files';
import { requireVisibleFolder } from './folders';
import { canSeeClient } from '@/offline/users';
import { isMutableState } from '@/offline/projects';
import { assertStorageAvailable } from '@/offline/assets';

/** spec.md lists "400 copy failed" for both copies: a DAL envelope with statusCode 400. */
const copyFailed = (reason: string) => new OfflineHttpError(400, `The copy failed: ${reason}`);

/** The project asset version made by {@link copyDalAssetToProject}. */
interface CopiedAsset {
  assetUID: string;
  version: number;
}

/**
 * POST /dal/asset/project: the library asset becomes a processed asset of the project
 * (its files are copied, the library asset stays as it is, apart from a history entry).
 * A project asset of the same name gets the copy as its next version, as an upload would.
 */
export async function copyDalAssetToProject(
  ctx: ServiceContext,
  user: UserRow,
  dal: DalAssetRow,
  project: ProjectRow,
): Promise<CopiedAsset> {
  if (project.clientUID !== dal.clientUID)
    throw notFound(`Project '${project.projectUID}' was not found in the client of this library.`);
  if (!isMutableState(project.state))
    throw copyFailed(
      `the project is ${project.state}; only Active and OnHold projects take new assets.`,
    );
  const files = await readDalFiles(ctx, dal);
  if (!files) throw copyFailed("the library asset's files are not available.");
  const current = ctx.db.get('dalAssets', dal.assetUID) ?? dal;
  const existing = findAssetByName(ctx, project.projectUID, current.name);
  if (existing && existing.fileType !== '' && existing.fileType !== current.files.fileType) {
    throw copyFailed(
      `the project already has '${existing.name}' as a .${existing.fileType} asset and every version must keep its file type.`,
    );
  }
  assertStorageAvailable(ctx, user, project.clientUID, files.original.bytes.byteLength);
  const token = newFileToken('a');
  const pageKeys = assetKeys.pages(token, files.pages.length);
  await ctx.files.put(assetKeys.original(token), files.original.bytes, files.original.contentType);
  await ctx.files.put(assetKeys.thumbnail(token), files.thumbnail.bytes, 'image/jpeg');
  await Promise.all(
    files.pages.map((page, i) => ctx.files.put(pageKeys[i] ?? '', page.bytes, 'image/png')),
  );
  const row: AssetVersionRow = {
    ...nextVersionPlace(ctx, project, existing),
    name: existing?.name ?? current.name,
    fileType: current.files.fileType,
    contentType: files.original.contentType,
    status: 'Processed',
    statusMessage: null,
    pagesCount: files.pages.length,
    fileSize: files.original.bytes.byteLength,
    created: ctx.clock.nowIso(),
    token,
    originalKey: assetKeys.original(token),
    pageKeys,
    thumbnailKey: assetKeys.thumbnail(token),
    source: { kind: 'copy' },
    uploadedByUserUID: user.userUID,
    taskUID: null,
  };
  ctx.db.insert('assets', assetVersionKey(row.assetUID, row.version), row);
  changeDalAsset(
    ctx,
    current,
    {},
    `Copied to project '${project.name}' (${project.projectUID}) as version ${row.version} of '${row.name}'.`,
  );
  ctx.events.emit(project.clientUID, 'asset.uploaded', {
    ProjectUID: project.projectUID,
    AssetUID: row.assetUID,
    Name: row.name,
    Project: eventProjectOf(ctx, project),
  });
  return { assetUID: row.assetUID, version: row.version };
}

async function readVersionFiles(
  ctx: ServiceContext,
  row: AssetVersionRow,
): Promise<{ original: StoredFile; thumbnail: StoredFile; pages: StoredFile[] } | undefined> {
  const [original, thumbnail, ...pages] = await Promise.all([
    readAssetFile(ctx, row, row.originalKey),
    row.thumbnailKey === null ? undefined : readAssetFile(ctx, row, row.thumbnailKey),
    ...row.pageKeys.map((key) => readAssetFile(ctx, row, key)),
  ]);
  if (!original || !thumbnail || pages.length === 0 || pages.some((page) => page === undefined))
    return undefined;
  return {
    original,
    thumbnail,
    pages: pages.filter((page): page is StoredFile => page !== undefined),
  };
}

/**
 * POST /dal/asset/folder: the latest version of a project asset is copied into a folder
 * of the same client's library (originProjectUID set); the project asset is untouched.
 */
export async function copyProjectAssetToDal(
  ctx: ServiceContext,
  user: UserRow,
  assetUID: string,
  folderUID: string,
): Promise<DalAssetRow> {
  const latest = findAssetVersion(ctx, assetUID);
  if (!latest || !canSeeClient(user, latest.clientUID))
    throw notFound(`Project asset '${assetUID}' was not found.`);
  const folder = requireVisibleFolder(ctx, user, folderUID);
  if (folder.clientUID !== latest.clientUID)
    throw notFound(
      `Folder '${folder.folderUID}' was not found in the library of the asset's client.`,
    );
  if (latest.status !== 'Processed')
    throw copyFailed(
      `version ${latest.version} of '${latest.name}' is ${latest.status}, not Processed.`,
    );
  const project = projectOfAsset(ctx, latest);
  const files = await readVersionFiles(ctx, latest);
  if (!files) throw copyFailed("the asset's files are not available.");
  const token = newDalToken();
  await ctx.files.put(dalKeys.original(token), files.original.bytes, files.original.contentType);
  await ctx.files.put(dalKeys.thumbnail(token), files.thumbnail.bytes, 'image/jpeg');
  await Promise.all(
    files.pages.map((page, i) => ctx.files.put(dalKeys.page(token, i), page.bytes, 'image/png')),
  );
  const now = ctx.clock.nowIso();
  const row: DalAssetRow = {
    assetUID: newUid(),
    clientUID: folder.clientUID,
    folderUID: folder.folderUID,
    name: latest.name,
    description: '',
    originProjectUID: project.projectUID,
    tags: [],
    addedDate: now,
    history: [
      {
        created: now,
        description: `Added to the library from project '${project.name}' (version ${latest.version}).`,
      },
    ],
    files: {
      token,
      pagesCount: files.pages.length,
      fileType: latest.fileType,
      contentType: files.original.contentType,
      fileSize: files.original.bytes.byteLength,
    },
    artworkKey: null,
  };
  return ctx.db.insert('dalAssets', row.assetUID, row);
}
