// Tokens are kept in local storage (spec §9) so a reload keeps the session.
// The ID token is kept beside them only to name the session at sign-out.
export const TOKEN_KEYS = { access: 'auth.accessToken', refresh: 'auth.refreshToken', id: 'auth.idToken' } as const;

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Given at sign-in; a refresh keeps the one stored. */
  readonly idToken?: string | undefined;
}

export interface TokenStore {
  access(): string | undefined;
  refresh(): string | undefined;
  id(): string | undefined;
  save(tokens: TokenPair): void;
  clear(): void;
}

export function localTokenStore(storage: Storage): TokenStore {
  const read = (key: string) => {
    try {
      return storage.getItem(key) ?? undefined;
    } catch {
      return undefined; // storage disabled: behave as a guest
    }
  };
  return {
    access: () => read(TOKEN_KEYS.access),
    refresh: () => read(TOKEN_KEYS.refresh),
    id: () => read(TOKEN_KEYS.id),
    save(tokens) {
      storage.setItem(TOKEN_KEYS.access, tokens.accessToken);
      storage.setItem(TOKEN_KEYS.refresh, tokens.refreshToken);
      if (tokens.idToken) storage.setItem(TOKEN_KEYS.id, tokens.idToken);
    },
    clear() {
      for (const key of Object.values(TOKEN_KEYS)) storage.removeItem(key);
    },
  };
}
