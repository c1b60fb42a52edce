import type {
  EmailLanguage,
  ReviewDecision,
  TaskStatus,
  TaskType,
  WorkflowRole,
} from '@/api/types';
import type { ReviewOptionsRow } from './rows';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';

/** Fixed UIDs of the demo tasks, for tests and other seeds. */
export const DEMO_TASKS = {
  coldBrewReviewRavi: 'tsk-acme-cold-brew-review-ravi',
  oatBoxReviewAnna: 'tsk-acme-oat-box-review-anna',
  oatBoxNewVersionRavi: 'tsk-acme-oat-box-new-version-ravi',
  crispsUploadAnna: 'tsk-acme-crisps-upload-anna',
  ketchupRefDocsRavi: 'tsk-acme-ketchup-refdocs-ravi',
  lemonUploadRavi: 'tsk-acme-lemon-upload-ravi',
  lemonVideoAnna: 'tsk-acme-lemon-video-anna',
  coldBrewVideoReviewAnna: 'tsk-acme-cold-brew-video-review-anna',
  coldBrewExternalEnded: 'tsk-acme-cold-brew-external-ended',
  crispsRolesAnna: 'tsk-acme-crisps-roles-anna',
  juiceReviewLena: 'tsk-nordic-juice-review-lena',
  juiceExternalProof: 'tsk-nordic-juice-external-proof',
  juiceNewLeafletLena: 'tsk-nordic-juice-new-leaflet-lena',
  yogurtReviewAnna: 'tsk-nordic-yogurt-review-anna',
  yogurtExternalVideo: 'tsk-nordic-yogurt-external-video',
  fishRefDocsLena: 'tsk-nordic-fish-refdocs-lena',
  iceCreamUploadLena: 'tsk-nordic-ice-cream-upload-lena',
  juiceRolesAnna: 'tsk-nordic-juice-roles-anna',
} as const;

/** Review links of the demo external reviews: `<origin>/external/<token>`. */
export const DEMO_REVIEW_TOKENS = {
  /** Pending, password "proof" (German invitation). */
  juiceProof: 'demo-review-lingonberry-juice',
  /** Ended (ApprovedWithChanges); the link has expired. */
  coldBrewEnded: 'demo-review-cold-brew-label',
  /** Ended (Rejected); the link has expired. */
  yogurtVideo: 'demo-review-yogurt-spot',
} as const;

/** The password of the pending demo external review. */
export const DEMO_REVIEW_PASSWORD = 'proof';

export interface DecisionSeed {
  asset: string;
  decision: ReviewDecision;
  comment: string | null;
  hoursAgo: number;
}

export interface TaskSeed {
  uid: string;
  project: string;
  type: TaskType;
  status: TaskStatus;
  /** Internal assignee; external tasks give `external` instead. */
  user?: string;
  createdHoursAgo: number;
  /** Required unless Pending. */
  closedHoursAgo?: number;
  dueInDays?: number;
  comment?: string;
  assets?: string[];
  requestedAsset?: string;
  decisions?: DecisionSeed[];
  external?: {
    email: string;
    token: string;
    password: string | null;
    language: EmailLanguage;
    isReadOnly: boolean;
    isAllowDownloadAssets: boolean;
  };
  review?: Partial<ReviewOptionsRow>;
  roles?: WorkflowRole[];
}

const { anna, ravi, lena } = DEMO_USERS;
const P = DEMO_PROJECTS;
const A = DEMO_ASSETS;
const T = DEMO_TASKS;

/** Every type and every status, spread over anna, ravi and lena in both clients. */
export const TASK_SEEDS: TaskSeed[] = [
  {
    uid: T.coldBrewReviewRavi,
    project: P.acmeColdBrew,
    type: 'ReviewAssets',
    status: 'Pending',
    user: ravi,
    createdHoursAgo: 30,
    dueInDays: 1,
    assets: [A.acmeCoffeePouch],
    comment: 'Check the roast badge colour against the Pantone swatch before the press proof.',
    review: {
      checklistName: 'Press proof check',
      checklistItems: ['Colours match the swatch', 'Barcode scans', 'Legal copy complete'],
    },
  },
  {
    uid: T.oatBoxReviewAnna,
    project: P.acmeOatBox,
    type: 'ReviewAssets',
    status: 'Rejected',
    user: anna,
    createdHoursAgo: 19 * 24,
    closedHoursAgo: 18 * 24,
    assets: [A.acmeGranolaCarton],
    decisions: [
      {
        asset: A.acmeGranolaCarton,
        decision: 'Rejected',
        comment: 'The nutrition table still shows the 2023 values.',
        hoursAgo: 18 * 24,
      },
    ],
  },
  {
    uid: T.oatBoxNewVersionRavi,
    project: P.acmeOatBox,
    type: 'UploadChangedAsset',
    status: 'Pending',
    user: ravi,
    createdHoursAgo: 18 * 24,
    dueInDays: -2,
    requestedAsset: A.acmeGranolaCarton,
    comment: 'Upload the carton with the 2024 nutrition table.',
  },
  {
    uid: T.crispsUploadAnna,
    project: P.acmeCrisps,
    type: 'UploadAssets',
    status: 'Pending',
    user: anna,
    createdHoursAgo: 4 * 24,
    dueInDays: 7,
    comment: 'Front and back of the 150 g bag, print-ready PDF.',
  },
  {
    uid: T.ketchupRefDocsRavi,
    project: P.acmeKetchup,
    type: 'UploadRefDocs',
    status: 'Pending',
    user: ravi,
    createdHoursAgo: 8 * 24,
    comment: 'Attach the legal copy from ValueMart.',
  },
  {
    uid: T.lemonUploadRavi,
    project: P.acmeLemonCan,
    type: 'UploadAssets',
    status: 'Closed',
    user: ravi,
    createdHoursAgo: 17 * 24,
    closedHoursAgo: 15 * 24,
  },
  {
    uid: T.lemonVideoAnna,
    project: P.acmeLemonCan,
    type: 'UploadVideo',
    status: 'Pending',
    user: anna,
    createdHoursAgo: 2 * 24,
    dueInDays: 5,
    comment: 'The 15-second shelf animation for the retailer portal.',
  },
  {
    uid: T.coldBrewVideoReviewAnna,
    project: P.acmeColdBrew,
    type: 'ReviewVideo',
    status: 'Approved',
    user: anna,
    createdHoursAgo: 5 * 24,
    closedHoursAgo: 4 * 24,
    assets: [A.acmeCoffeePouch],
    decisions: [
      { asset: A.acmeCoffeePouch, decision: 'Approved', comment: null, hoursAgo: 4 * 24 },
    ],
  },
  {
    uid: T.coldBrewExternalEnded,
    project: P.acmeColdBrew,
    type: 'ExternalReviewAssets',
    status: 'ApprovedWithChanges',
    createdHoursAgo: 3 * 24,
    closedHoursAgo: 2 * 24,
    assets: [A.acmeCoffeePouch],
    external: {
      email: 'claire.dubois@bean-and-bottle.example',
      token: DEMO_REVIEW_TOKENS.coldBrewEnded,
      password: null,
      language: 'French',
      isReadOnly: false,
      isAllowDownloadAssets: true,
    },
    decisions: [
      {
        asset: A.acmeCoffeePouch,
        decision: 'ApprovedWithChanges',
        comment: 'OK, mais agrandir la mention « 250 ml ».',
        hoursAgo: 2 * 24,
      },
    ],
  },
  {
    uid: T.crispsRolesAnna,
    project: P.acmeCrisps,
    type: 'AssignUserRoles',
    status: 'Pending',
    user: anna,
    createdHoursAgo: 4 * 24,
    roles: [{ uid: 'prepress', name: 'Prepress operator', isInternal: true }],
  },
  {
    uid: T.juiceReviewLena,
    project: P.nordicJuice,
    type: 'ReviewAssets',
    status: 'Pending',
    user: lena,
    createdHoursAgo: 18,
    dueInDays: 3,
    assets: [A.nordicJamLabel, A.nordicJamLeaflet],
    decisions: [
      {
        asset: A.nordicJamLabel,
        decision: 'Approved',
        comment: 'Version 2 fixes the allergen line.',
        hoursAgo: 6,
      },
    ],
  },
  {
    uid: T.juiceExternalProof,
    project: P.nordicJuice,
    type: 'ExternalReviewAssets',
    status: 'Pending',
    createdHoursAgo: 16,
    dueInDays: 4,
    assets: [A.nordicJamLabel, A.nordicJamLeaflet],
    comment: 'Bitte prüfen Sie vor allem die Zutatenliste.',
    external: {
      email: 'jonas.weber@forest-harvest.example',
      token: DEMO_REVIEW_TOKENS.juiceProof,
      password: DEMO_REVIEW_PASSWORD,
      language: 'German',
      isReadOnly: false,
      isAllowDownloadAssets: true,
    },
  },
  {
    uid: T.juiceNewLeafletLena,
    project: P.nordicJuice,
    type: 'UploadChangedAsset',
    status: 'Pending',
    user: lena,
    createdHoursAgo: 12,
    dueInDays: 2,
    requestedAsset: A.nordicJamLeaflet,
  },
  {
    uid: T.yogurtReviewAnna,
    project: P.nordicYogurt,
    type: 'ReviewAssets',
    status: 'ApprovedWithChanges',
    user: anna,
    createdHoursAgo: 9 * 24,
    closedHoursAgo: 8 * 24,
    assets: [A.nordicYogurtLeaflet],
    decisions: [
      {
        asset: A.nordicYogurtLeaflet,
        decision: 'ApprovedWithChanges',
        comment: 'Move the recycling mark 2 mm away from the fold.',
        hoursAgo: 8 * 24,
      },
    ],
  },
  {
    uid: T.yogurtExternalVideo,
    project: P.nordicYogurt,
    type: 'ExternalReviewVideo',
    status: 'Rejected',
    createdHoursAgo: 7 * 24,
    closedHoursAgo: 6 * 24,
    assets: [A.nordicYogurtLeaflet],
    external: {
      email: 'tomasz.nowak@fjord-dairy.example',
      token: DEMO_REVIEW_TOKENS.yogurtVideo,
      password: null,
      language: 'Polish',
      isReadOnly: false,
      isAllowDownloadAssets: false,
    },
    decisions: [
      {
        asset: A.nordicYogurtLeaflet,
        decision: 'Rejected',
        comment: 'Brak polskiej wersji opisu.',
        hoursAgo: 6 * 24,
      },
    ],
  },
  {
    uid: T.fishRefDocsLena,
    project: P.nordicFishFingers,
    type: 'UploadRefDocs',
    status: 'Closed',
    user: lena,
    createdHoursAgo: 20 * 24,
    closedHoursAgo: 19 * 24,
  },
  {
    uid: T.iceCreamUploadLena,
    project: P.nordicIceCream,
    type: 'UploadAssets',
    status: 'Pending',
    user: lena,
    createdHoursAgo: 30 * 24,
    dueInDays: 40,
  },
  {
    uid: T.juiceRolesAnna,
    project: P.nordicJuice,
    type: 'AssignUserRoles',
    status: 'Closed',
    user: anna,
    createdHoursAgo: 2 * 24,
    closedHoursAgo: 47,
    roles: [{ uid: 'brand-manager', name: 'Brand manager', isInternal: true }],
  },
];

/** Decisions of tasks that are gone (their projects were completed): history for reports and counts. */
export const HISTORY_DECISIONS: (DecisionSeed & { task: string; project: string; user: string })[] =
  [
    {
      task: 'tsk-acme-tea-box-review-done',
      project: P.acmeTeaBox,
      user: anna,
      asset: A.acmeTeaCarton,
      decision: 'Approved',
      comment: 'Ready for print.',
      hoursAgo: 60 * 24,
    },
    {
      task: 'tsk-nordic-butter-review-done',
      project: P.nordicButter,
      user: lena,
      asset: A.nordicButterLeaflet,
      decision: 'Approved',
      comment: null,
      hoursAgo: 20 * 24,
    },
  ];

/** Role bindings the closed AssignUserRoles task stored. */
export const ROLE_BINDING_SEEDS = [
  {
    project: P.nordicJuice,
    task: T.juiceRolesAnna,
    roleUid: 'brand-manager',
    users: [lena],
    hoursAgo: 47,
  },
];
