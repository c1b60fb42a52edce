export { ProfilePage, type ProfilePageProps } from './components/profile-page';
export { ProfileMenuLink } from './components/profile-menu-link';
