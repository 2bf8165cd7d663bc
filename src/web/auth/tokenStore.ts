// Tokens are kept in local storage (spec §9) so a reload keeps the session.
export const TOKEN_KEYS = { access: 'auth.accessToken', refresh: 'auth.refreshToken' } as const;

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface TokenStore {
  access(): string | undefined;
  refresh(): string | undefined;
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
    save(tokens) {
      storage.setItem(TOKEN_KEYS.access, tokens.accessToken);
      storage.setItem(TOKEN_KEYS.refresh, tokens.refreshToken);
    },
    clear() {
      storage.removeItem(TOKEN_KEYS.access);
      storage.removeItem(TOKEN_KEYS.refresh);
    },
  };
}
