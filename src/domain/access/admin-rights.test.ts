import { describe, expect, it } from 'vitest';
import {
  adminOnlyMessage,
  adminStanding,
  mayOfferAdminChange,
  overallAdminStanding,
} from './admin-rights';

const acme = 'cli-acme';
const nordic = 'cli-nordic';

describe('admin rights', () => {
  it('reads the standing per client', () => {
    const clients = [
      { clientUID: acme, isAdmin: true },
      { clientUID: nordic, isAdmin: false },
    ];
    expect(adminStanding(clients, acme)).toBe('admin');
    expect(adminStanding(clients, nordic)).toBe('notAdmin');
    expect(adminStanding(clients, 'cli-other')).toBe('notAdmin');
  });

  it('treats a server without the extension as unknown, and lets the person try', () => {
    const clients = [{ clientUID: acme }];
    expect(adminStanding(clients, acme)).toBe('unknown');
    expect(overallAdminStanding(clients)).toBe('unknown');
    expect(mayOfferAdminChange(clients, acme)).toBe(true);
  });

  it('refuses beforehand only a known non-admin', () => {
    const clients = [{ clientUID: acme, isAdmin: false }];
    expect(mayOfferAdminChange(clients, acme)).toBe(false);
    expect(overallAdminStanding(clients)).toBe('notAdmin');
    expect(mayOfferAdminChange([{ clientUID: acme, isAdmin: true }], acme)).toBe(true);
  });

  it('counts an admin of any one client as an admin overall', () => {
    const clients = [
      { clientUID: acme, isAdmin: false },
      { clientUID: nordic, isAdmin: true },
    ];
    expect(overallAdminStanding(clients)).toBe('admin');
  });

  it('names the client and the change in the refusal', () => {
    expect(adminOnlyMessage('webhook.register', 'Acme Packaging')).toBe(
      'Only admins of Acme Packaging may register webhooks; ask one of them to make this change.',
    );
  });
});
