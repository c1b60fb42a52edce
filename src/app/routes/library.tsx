import { Spinner } from '@/components/ui';
import { useCurrentUser } from '@/features/auth';
import { LibraryPage, type LibraryLinks } from '@/features/library';
import { paths } from '../paths';

const links: LibraryLinks = {
  project: (projectUID) => paths.project.root.getHref({ projectUID }),
  projectAssets: (projectUID) => paths.project.assets.getHref({ projectUID }),
  review: (assetUID) => paths.review.getHref({ assetUID }),
};

/** The Library screen: one library per client of the signed-in person (auth feature). */
export function Component() {
  const user = useCurrentUser();
  if (user.isPending) return <Spinner />;
  return <LibraryPage clients={user.data?.clients ?? []} links={links} />;
}
