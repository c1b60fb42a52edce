// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestService } from '@/offline/platform/adapters/node';
import { renderWithApp, signInAs, startService, stopService } from '@/testing/service-kit';
import { useFolderTree } from '../api/folder-tree';
import { useOpeningFolder } from './use-opening-folder';

let backend: TestService | undefined;
afterEach(async () => {
  if (backend) await stopService(backend);
  backend = undefined;
});

function Opening() {
  const tree = useFolderTree(null);
  const opening = useOpeningFolder(tree.data, true);
  const name = opening && tree.data?.byUID.get(opening)?.name;
  return <p>{name ? `Opens on ${name}` : 'Finding'}</p>;
}

describe('useOpeningFolder', () => {
  it('opens the library on the first folder that holds assets, not on an empty root', async () => {
    backend = await startService();
    await signInAs(backend);
    renderWithApp(<Opening />);
    // Acme's root holds no assets itself; "Approved artwork", its first folder, does.
    expect(await screen.findByText('Opens on Approved artwork')).toBeInTheDocument();
  });
});
