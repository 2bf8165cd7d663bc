import { describe, expect, it } from 'vitest';
import { accountPageUrl } from './accountPage.ts';

describe("the identity provider's account page", () => {
  it("is Keycloak's <issuer>/account", () => {
    expect(accountPageUrl({ issuer: 'https://sso.example.org/realms/school/', clientId: 'dot' }, 'https://studio.example.org')).toBe('https://sso.example.org/realms/school/account');
  });

  it('is none for the provider embedded in this server', () => {
    expect(accountPageUrl({ issuer: 'https://studio.example.org/realms/dot', clientId: 'dot' }, 'https://studio.example.org')).toBeUndefined();
  });
});
