/**
 * The offline demo's accounts that can sign in (the seed's Pro accounts, README "Demo
 * accounts"; a test keeps this list in step with src/offline/platform/demo-ids.ts). Written out here
 * so the sign-in page does not load the offline service's seed to name them.
 */
export const DEMO_SIGN_IN_PASSWORD = 'demo';

export const DEMO_SIGN_INS = [
  { email: 'anna@demo.test', roleKey: 'demo.roles.anna' },
  { email: 'ravi@demo.test', roleKey: 'demo.roles.ravi' },
  { email: 'lena@demo.test', roleKey: 'demo.roles.lena' },
] as const;

export type DemoSignIn = (typeof DEMO_SIGN_INS)[number];
