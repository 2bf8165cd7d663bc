// BCP 47 tags to eSpeak NG voices. eSpeak NG names its voices by language
// (`ko`, `en-us`, `pt-br`, `cmn` for Mandarin); `espeak-ng --voices` lists
// them with the other names each answers to ("(zh 5)" beside cmn). A tag is
// matched most specific first (`pt-BR` → `pt-br`, `en-AU` → `en`), then by
// those other names; Chinese is Mandarin unless the tag says Cantonese.

/** The voices `espeak-ng --voices` lists: each language and the other names it answers to. */
export interface VoiceList {
  readonly languages: ReadonlySet<string>;
  /** An alias (e.g. `zh`, `en`) → the listed language with the best (lowest) priority. */
  readonly aliases: ReadonlyMap<string, string>;
}

/** Parses `espeak-ng --voices`: "Pty Language Age/Gender VoiceName File Other Languages". */
export function parseVoiceList(listing: string): VoiceList {
  const languages = new Set<string>();
  const ranked = new Map<string, { language: string; priority: number }>();
  for (const line of listing.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    const language = fields[1]?.toLowerCase();
    if (!language) continue;
    languages.add(language);
    for (const [, alias, priority] of line.matchAll(/\(([A-Za-z0-9-]+) (\d+)\)/g)) {
      const key = (alias as string).toLowerCase();
      const rank = Number(priority);
      const known = ranked.get(key);
      if (!known || rank < known.priority) ranked.set(key, { language, priority: rank });
    }
  }
  return { languages, aliases: new Map([...ranked].map(([alias, { language }]) => [alias, language])) };
}

/** Special cases a tag's subtags alone do not reach. */
const SPECIAL: Readonly<Record<string, string>> = { 'zh-hk': 'yue', 'zh-yue': 'yue', zh: 'cmn', 'zh-cmn': 'cmn', no: 'nb', iw: 'he', 'zh-hant': 'cmn', 'zh-hans': 'cmn' };

/** The voice for a BCP 47 tag, or undefined when eSpeak NG has none for it. */
export function voiceForTag(tag: string, voices: VoiceList): string | undefined {
  const subtags = tag.trim().toLowerCase().replace(/_/g, '-').split('-').filter(Boolean);
  for (let length = subtags.length; length >= 1; length -= 1) {
    const candidate = subtags.slice(0, length).join('-');
    const special = SPECIAL[candidate];
    if (special && voices.languages.has(special)) return special;
    if (voices.languages.has(candidate)) return candidate;
    const alias = voices.aliases.get(candidate);
    if (alias) return alias;
  }
  return undefined;
}
