import { describe, expect, it } from 'vitest';
import { personName } from './personName.ts';

describe('the name the header shows', () => {
  it('names the person with their login, not a generic "User"', () => {
    expect(personName({ name: 'User', userId: 'user', userNo: '1', roles: [] })).toBe('User (user)');
    expect(personName({ name: 'Kim Mina', userId: 'mina', userNo: '2', roles: [] })).toBe('Kim Mina (mina)');
  });

  it('is the login id when there is no other name', () => {
    expect(personName({ name: 'mina', userId: 'mina', userNo: '2', roles: [] })).toBe('mina');
    expect(personName({ name: ' ', userId: 'mina', userNo: '2', roles: [] })).toBe('mina');
  });
});
