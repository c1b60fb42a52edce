export { LibraryPage } from './library-page';
