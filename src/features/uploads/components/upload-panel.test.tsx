// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import {
  loadProject,
  renderWithApp,
  signInAs,
  startService,
  stopService,
} from '@/testing/service-kit';
import { uploadQueue } from '../stores/app-upload-queue';
import { AssetUploadControls } from './asset-upload-controls';
import { UploadPanel } from './upload-panel';

let backend: TestService | undefined;
afterEach(async () => {
  uploadQueue.reset();
  if (backend) await stopService(backend);
  backend = undefined;
});

/** Bytes that are no image at all, under any name (processing is covered end to end in e2e). */
const png = (name: string) =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });

async function renderUploads(storageQuota?: number) {
  backend = await startService({
    settings: { timeScale: 100 },
    ...(storageQuota === undefined ? {} : { storageQuota: { Pro: storageQuota } }),
  });
  await signInAs(backend);
  const project = await loadProject(DEMO_PROJECTS.acmeKetchup);
  const view = renderWithApp(
    <>
      <AssetUploadControls project={project} />
      <UploadPanel />
    </>,
  );
  const input = view.container.querySelector<HTMLInputElement>(
    'input[type=file]:not([webkitdirectory])',
  );
  if (!input) throw new Error('no file input');
  return { ...view, input, project };
}

describe('upload queue against the offline service', () => {
  it('uploads picked files one by one and shows what processing made of each', async () => {
    const { user, input } = await renderUploads();
    await user.upload(input, [png('front.png'), png('back.txt')]);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    expect(await within(panel).findByText('2 of 2 uploaded')).toBeInTheDocument();
    // Processing (real, on the service) turns both down, each with its own reason in words.
    expect(
      await within(panel).findByText(
        /^Uploaded, but processing failed: The file is named \.png but is not a PNG image/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await within(panel).findByText(
        'Uploaded, but processing failed: Unsupported file type .txt: upload PNG, JPEG, WebP, GIF, BMP, TIFF, PSD, PSB, SVG, PDF or PDF-compatible AI.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('stops the whole queue on the storage limit, keeping every file in place and nothing stored', async () => {
    const { user, input, project } = await renderUploads(1);
    const before = project.assets?.length ?? 0;
    await user.upload(input, [png('a.png'), png('b.png')]);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Uploads stopped');
    expect(alert).toHaveTextContent(/storage limit of the Pro plan is reached/);
    expect(within(panel).getAllByText('Waiting its turn')).toHaveLength(2);
    expect((await loadProject(project.projectUID)).assets?.length ?? 0).toBe(before);

    await user.click(within(alert).getByRole('button', { name: 'Continue uploading' }));
    // Still full: it stops again at the same file, and nothing moved on.
    await waitFor(() => expect(within(panel).getByRole('alert')).toBeInTheDocument());
    expect(within(panel).getAllByText('Waiting its turn')).toHaveLength(2);
  });

  it('asks before a same-name file becomes the next version, and refuses another file type', async () => {
    const { user, input, project } = await renderUploads();
    await user.upload(input, [png('carton.png')]);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await within(panel).findByText('1 of 1 uploaded');

    await user.upload(input, [png('CARTON.png')]);
    const dialog = await screen.findByRole('dialog', { name: 'Upload as a new version?' });
    expect(dialog).toHaveAccessibleDescription(
      'carton.png already exists as version 1; upload as version 2?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload as version 2' }));
    expect(await within(panel).findByText('2 of 2 uploaded')).toBeInTheDocument();
    const assets = (await loadProject(project.projectUID)).assets ?? [];
    expect(
      assets.filter((asset) => asset.name === 'carton.png').map((asset) => asset.version),
    ).toEqual([2]);

    await user.upload(input, [png('carton.pdf')]);
    expect(
      await within(panel).findByText(
        /^Not sent: carton\.pdf would be the next version of carton\.png/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
