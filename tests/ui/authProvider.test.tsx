// What the auth provider lets the console show (contract §1.2): privileges of the first role,
// SuperAdmin may do everything, a 401 signs out and a 403 does not.
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/admin/providers/authProvider.ts';
import { loginUser, signIn } from './harness.tsx';

const privilegeFor = (resource: string, action: string) =>
  resource === 'skill'
    ? ({ list: 'GET_ALL_SKILL', create: 'ADD_SKILL' } as Record<string, string>)[action]
    : undefined;

describe('authProvider', () => {
  it('allows an action only with the privilege its resource declares', async () => {
    signIn(loginUser('Employee', ['GET_ALL_SKILL']));
    const auth = createAuthProvider({ privilegeFor });
    expect(await auth.canAccess!({ resource: 'skill', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'skill', action: 'create' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'unknown', action: 'list' })).toBe(false);
  });

  it('lets a bespoke screen ask for a privilege by name', async () => {
    signIn(loginUser('Employee', ['CREATE_ORGANIZATION']));
    const auth = createAuthProvider();
    expect(await auth.canAccess!({ resource: 'organization', action: 'CREATE_ORGANIZATION' })).toBe(
      true,
    );
    expect(await auth.canAccess!({ resource: 'organization', action: 'DELETE_ORGANIZATION' })).toBe(
      false,
    );
  });

  it('lets SuperAdmin do everything and nobody do anything when signed out', async () => {
    const auth = createAuthProvider({ privilegeFor });
    expect(await auth.canAccess!({ resource: 'skill', action: 'list' })).toBe(false);
    signIn(loginUser('SuperAdmin', []));
    expect(await auth.canAccess!({ resource: 'anything', action: 'delete' })).toBe(true);
  });

  it('signs out on 401 and stays signed in on 403', async () => {
    signIn(loginUser('Employee', []));
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(window.localStorage.getItem('AccessToken')).not.toBeNull();
    await expect(auth.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(window.localStorage.getItem('AccessToken')).toBeNull();
    await expect(auth.checkAuth({})).rejects.toBeTruthy();
  });

  it('gives the identity and the privilege list of the first role', async () => {
    signIn(loginUser('Manager', ['GET_ALL_EMPLOYEES'], { profileImage: null }));
    const auth = createAuthProvider();
    expect(await auth.getIdentity!()).toEqual({
      id: 7,
      fullName: 'Ada Lovelace',
      avatar: undefined,
    });
    expect(await auth.getPermissions!({})).toEqual(['GET_ALL_EMPLOYEES']);
  });
});
