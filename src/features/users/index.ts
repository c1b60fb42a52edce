export { UsersPage, type UsersPageProps } from './components/users-page';
