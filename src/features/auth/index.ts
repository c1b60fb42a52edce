export { LoginPage } from './components/login-page';
export { RequireSession } from './components/require-session';
export { ReloginDialog } from './components/relogin-dialog';
export { SessionExpiryWarning } from './components/session-expiry-warning';
export { useCurrentUser, currentUserQueryOptions } from './api/current-user';
export { authKeys } from './api/auth-keys';
export { useLogout } from './hooks/use-logout';
