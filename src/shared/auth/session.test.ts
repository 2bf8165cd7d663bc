import { describe, expect, it } from 'vitest';
import { hasRole, sessionFromClaims } from './session.ts';

describe('sessionFromClaims', () => {
  it('reads name, ids and the roles under the dot-saas-user resource', () => {
    const session = sessionFromClaims({
      sub: 'f3a1',
      preferred_username: 'teacher',
      name: 'Kim Teacher',
      user_no: '42',
      resource_access: { 'dot-saas-user': { roles: ['DOT-ADMIN', 'DOT-USER'] }, other: { roles: ['x'] } },
    });
    expect(session).toEqual({ name: 'Kim Teacher', userId: 'teacher', userNo: '42', roles: ['DOT-ADMIN', 'DOT-USER'] });
    expect(hasRole(session, 'DOT-ADMIN')).toBe(true);
  });

  it('ignores roles it does not know and roles of other resources', () => {
    const session = sessionFromClaims({
      sub: 'u1',
      resource_access: { 'dot-saas-user': { roles: ['SUPERUSER', 'DOT-USER', 'DOT-USER'] }, realm: { roles: ['DOT-ADMIN'] } },
    });
    expect(session?.roles).toEqual(['DOT-USER']);
    expect(hasRole(session, 'DOT-ADMIN')).toBe(false);
  });

  it('falls back to the subject when no user name or number is given', () => {
    expect(sessionFromClaims({ sub: 'abc' })).toEqual({ name: 'abc', userId: 'abc', userNo: 'abc', roles: [] });
  });

  it('returns nothing for claims that name no user', () => {
    expect(sessionFromClaims({})).toBeUndefined();
    expect(sessionFromClaims(null)).toBeUndefined();
    expect(sessionFromClaims('token')).toBeUndefined();
    expect(sessionFromClaims({ sub: '' })).toBeUndefined();
  });

  it('treats a guest as having no role', () => {
    expect(hasRole(undefined, 'DOT-USER')).toBe(false);
  });
});
