/**
 * Fixed UIDs of the demo world, for seeds of other modules and for tests. Everything
 * else in the seed is derived from these, so the world is the same on every start
 * (only dates move, relative to the first start).
 */
export const DEMO_USERS = {
  anna: 'usr-anna-berg',
  ravi: 'usr-ravi-kumar',
  lena: 'usr-lena-stoica',
  lite: 'usr-lite',
} as const;

export const DEMO_CLIENTS = {
  acme: 'cli-acme-packaging',
  nordic: 'cli-nordic-foods',
} as const;

/** Every demo account's password. */
export const DEMO_PASSWORD = 'demo';

/** The demo accounts as the HTTP server prints them. */
export const DEMO_ACCOUNTS = [
  {
    email: 'anna@demo.test',
    plan: 'Pro',
    clients: 'Acme Packaging, Nordic Foods',
    role: 'owner and admin',
  },
  { email: 'ravi@demo.test', plan: 'Pro', clients: 'Acme Packaging', role: 'reviewer' },
  { email: 'lena@demo.test', plan: 'Pro', clients: 'Nordic Foods', role: 'reviewer' },
  { email: 'lite@demo.test', plan: 'Lite', clients: 'Acme Packaging', role: 'cannot use the API' },
] as const;

export const DEMO_COLUMNS = {
  acmeBriefing: 'col-acme-briefing',
  acmeArtwork: 'col-acme-artwork',
  acmeReview: 'col-acme-review',
  acmePrintReady: 'col-acme-print-ready',
  nordicBriefing: 'col-nordic-briefing',
  nordicDesign: 'col-nordic-design',
  nordicProofing: 'col-nordic-proofing',
  nordicApproved: 'col-nordic-approved',
} as const;

export const DEMO_FOLDERS = {
  acmeBeverages: 'fld-acme-beverages',
  acmeSnacks: 'fld-acme-snacks',
  acmePrivateLabel: 'fld-acme-private-label',
  nordicDairy: 'fld-nordic-dairy',
  nordicFrozen: 'fld-nordic-frozen',
  nordicBakery: 'fld-nordic-bakery',
} as const;

export const DEMO_TEMPLATES = {
  acmeCarton: 'tpl-acme-standard-carton',
  acmeLabel: 'tpl-acme-label-refresh',
  nordicRetail: 'tpl-nordic-retail-pack',
  nordicSeasonal: 'tpl-nordic-seasonal-promo',
} as const;

/** Demo projects by state, so other seeds and tests can pick one. */
export const DEMO_PROJECTS = {
  acmeLemonCan: 'prj-acme-lemon-can',
  acmeOatBox: 'prj-acme-oat-crunch-box',
  acmeCrisps: 'prj-acme-sea-salt-crisps',
  acmeColdBrew: 'prj-acme-cold-brew-label',
  acmeKetchup: 'prj-acme-private-label-ketchup',
  acmeEnergySleeve: 'prj-acme-energy-sleeve',
  acmeTeaBox: 'prj-acme-green-tea-box',
  acmeWaterLabel: 'prj-acme-spring-water-2023',
  nordicYogurt: 'prj-nordic-greek-yogurt-sleeve',
  nordicFishFingers: 'prj-nordic-fish-fingers',
  nordicCrispbread: 'prj-nordic-rye-crispbread',
  nordicJuice: 'prj-nordic-lingonberry-juice',
  nordicIceCream: 'prj-nordic-cloudberry-ice-cream',
  nordicButter: 'prj-nordic-salted-butter',
  nordicCheese: 'prj-nordic-aged-cheese-2022',
} as const;
