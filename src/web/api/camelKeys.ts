// The wire shapes as the web client sees them: readResponse.ts turns every
// UPPER_SNAKE key into camelCase (shared/api/keyCase.ts), and these types do
// the same to the contract's, so a feature's types cannot drift from it.

type CapitalWords<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Capitalize<Lowercase<Head>>}${CapitalWords<Tail>}` : Capitalize<Lowercase<S>>;

/** `DTM_GROUP_NO` → `dtmGroupNo`; `items` stays. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${CapitalWords<Tail>}`
  : S extends Uppercase<S>
    ? Lowercase<S>
    : S;

export type CamelKeys<T> = T extends readonly (infer E)[]
  ? readonly CamelKeys<E>[]
  : T extends object
    ? { readonly [K in keyof T as K extends string ? CamelCase<K> : K]: CamelKeys<T[K]> }
    : T;
