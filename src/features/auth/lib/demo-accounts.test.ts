import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/offline/platform/demo-ids';
import { DEMO_SIGN_IN_PASSWORD, DEMO_SIGN_INS } from './demo-accounts';

describe('the demo accounts the sign-in page names', () => {
  it('are the offline demo seed accounts that can sign in, with their password', () => {
    const canSignIn = DEMO_ACCOUNTS.filter((account) => account.plan === 'Pro');
    expect(DEMO_SIGN_INS.map((account) => account.email)).toEqual(
      canSignIn.map((account) => account.email),
    );
    expect(DEMO_SIGN_IN_PASSWORD).toBe(DEMO_PASSWORD);
  });
});
