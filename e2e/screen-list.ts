/** The demo world's screens that the device and language walks visit. */
const KETCHUP = '/projects/prj-acme-private-label-ketchup';
const JAM_LABEL = '/review/ast-nordic-jam-label';

/** Every signed-in screen, by the path that opens it (demo world UIDs). */
export const SCREENS = [
  ['dashboard', '/'],
  ['dashboard list', '/?view=list'],
  ['project', KETCHUP],
  ['assets', `${KETCHUP}/assets`],
  ['project tasks', `${KETCHUP}/tasks`],
  ['my tasks', '/tasks'],
  ['review', JAM_LABEL],
  ['compare', `${JAM_LABEL}/compare`],
  ['mailbox', '/mailbox'],
  ['workflows', '/workflows'],
  ['workflow builder', '/workflows/wf-acme-artwork-approval'],
  ['library', '/library'],
  ['webhooks', '/webhooks'],
  ['users', '/users'],
  ['profile', '/profile'],
  ['offline settings', '/offline-settings'],
] as const;
