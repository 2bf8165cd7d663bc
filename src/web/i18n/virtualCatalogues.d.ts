// The catalogue table the build's catalogue-parts plugin serves (scripts/vite/catalogueParts.ts).
declare module 'virtual:catalogues' {
  export const loaders: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>>;
}
