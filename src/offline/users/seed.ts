import type { OfflineState } from '@/offline/platform/store/state';
import type { ClientRow, UserRow } from './rows';
import {
  DEMO_CLIENTS,
  DEMO_COLUMNS,
  DEMO_FOLDERS,
  DEMO_PASSWORD,
  DEMO_TEMPLATES,
  DEMO_USERS,
} from '@/offline/platform/demo-ids';

const USERS: UserRow[] = [
  {
    userUID: DEMO_USERS.anna,
    fullName: 'Anna Berg',
    email: 'anna@demo.test',
    password: DEMO_PASSWORD,
    plan: 'Pro',
    clientUIDs: [DEMO_CLIENTS.acme, DEMO_CLIENTS.nordic],
    adminClientUIDs: [DEMO_CLIENTS.acme, DEMO_CLIENTS.nordic],
    active: true,
  },
  {
    userUID: DEMO_USERS.ravi,
    fullName: 'Ravi Kumar',
    email: 'ravi@demo.test',
    password: DEMO_PASSWORD,
    plan: 'Pro',
    clientUIDs: [DEMO_CLIENTS.acme],
    adminClientUIDs: [],
    active: true,
  },
  {
    userUID: DEMO_USERS.lena,
    fullName: 'Lena Stoica',
    email: 'lena@demo.test',
    password: DEMO_PASSWORD,
    plan: 'Pro',
    clientUIDs: [DEMO_CLIENTS.nordic],
    adminClientUIDs: [],
    active: true,
  },
  {
    userUID: DEMO_USERS.lite,
    fullName: 'Lite User',
    email: 'lite@demo.test',
    password: DEMO_PASSWORD,
    plan: 'Lite',
    clientUIDs: [DEMO_CLIENTS.acme],
    adminClientUIDs: [],
    active: true,
  },
];

const CLIENTS: ClientRow[] = [
  {
    clientUID: DEMO_CLIENTS.acme,
    name: 'Acme Packaging',
    kanbanColumns: [
      { uid: DEMO_COLUMNS.acmeBriefing, name: 'Briefing' },
      { uid: DEMO_COLUMNS.acmeArtwork, name: 'Artwork' },
      { uid: DEMO_COLUMNS.acmeReview, name: 'Review' },
      { uid: DEMO_COLUMNS.acmePrintReady, name: 'Print-ready' },
    ],
    folders: [
      { uid: DEMO_FOLDERS.acmeBeverages, name: 'Beverages' },
      { uid: DEMO_FOLDERS.acmeSnacks, name: 'Snacks & cereals' },
      { uid: DEMO_FOLDERS.acmePrivateLabel, name: 'Private label' },
    ],
    templates: [
      { uid: DEMO_TEMPLATES.acmeCarton, name: 'Standard folding carton' },
      { uid: DEMO_TEMPLATES.acmeLabel, name: 'Label refresh' },
    ],
  },
  {
    clientUID: DEMO_CLIENTS.nordic,
    name: 'Nordic Foods',
    kanbanColumns: [
      { uid: DEMO_COLUMNS.nordicBriefing, name: 'Briefing' },
      { uid: DEMO_COLUMNS.nordicDesign, name: 'Design' },
      { uid: DEMO_COLUMNS.nordicProofing, name: 'Proofing' },
      { uid: DEMO_COLUMNS.nordicApproved, name: 'Approved' },
    ],
    folders: [
      { uid: DEMO_FOLDERS.nordicDairy, name: 'Dairy' },
      { uid: DEMO_FOLDERS.nordicFrozen, name: 'Frozen' },
      { uid: DEMO_FOLDERS.nordicBakery, name: 'Bakery' },
    ],
    templates: [
      { uid: DEMO_TEMPLATES.nordicRetail, name: 'Retail pack' },
      { uid: DEMO_TEMPLATES.nordicSeasonal, name: 'Seasonal promotion' },
    ],
  },
];

/** Adds the demo users and clients (with Kanban columns, folders and templates). */
export function seedDemoDirectory(state: OfflineState): void {
  for (const user of USERS) state.tables.users[user.userUID] = structuredClone(user);
  for (const client of CLIENTS) state.tables.clients[client.clientUID] = structuredClone(client);
}
