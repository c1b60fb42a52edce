export { RefDocsTab } from './components/refdocs-tab';
