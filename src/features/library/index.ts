export { LibraryPage } from './components/library-page';
export type { LibraryPageProps } from './components/library-page';
export type { LibraryLinks } from './model/links';
