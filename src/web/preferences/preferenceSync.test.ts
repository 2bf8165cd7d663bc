import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAILLE_SETTING } from '../../core/braille/index.ts';
import { changedFields, fromServer, keepLocalChanges, keptFromBrowser, toWire, type LocalPreferences } from './preferenceSync.ts';

const local: LocalPreferences = { locale: 'en', printMode: 'manual', braille: DEFAULT_BRAILLE_SETTING, audio: { autoPlay: false, rate: 1 } };

describe('preferences between the browser and the server', () => {
  it("names the browser's preferences with the spec's fields: autoPrint and autoAudYn N by default", () => {
    expect(toWire(local)).toEqual({ SYS_LANG: 'en', AUTO_PRINT: 'N', AUTO_AUD_YN: 'N', BRAILLE: 'english', CODE: 'en-ueb-g2', BRAILLE_PIN: 6, AUDIO_RATE: 1 });
    expect(toWire({ ...local, printMode: 'automatic', audio: { autoPlay: true, rate: 1.5 } })).toMatchObject({ AUTO_PRINT: 'Y', AUTO_AUD_YN: 'Y', AUDIO_RATE: 1.5 });
  });

  it("lets the server's values win after sign-in, keeping the browser's for a field never saved", () => {
    const server = { sysLang: 'ko' as const, autoPrint: 'Y' as const, autoAudYn: 'Y' as const, braille: 'korean', code: 'ko-g1', braillePin: 8 as const, audioRate: 0.75, saved: true };
    const after = fromServer(server, local);
    expect(after).toMatchObject({ locale: 'ko', printMode: 'automatic', audio: { autoPlay: true, rate: 0.75 } });
    expect(toWire(after)).toMatchObject({ CODE: 'ko-g1', BRAILLE_PIN: 8 });
    const partly = fromServer({ ...server, sysLang: null, code: null, braille: null, braillePin: null }, local);
    expect(partly.locale).toBe('en');
    expect(partly.braille).toEqual(DEFAULT_BRAILLE_SETTING);
  });

  it('sends only what changed', () => {
    const sent = toWire(local);
    expect(changedFields(sent, sent)).toEqual({});
    expect(changedFields(sent, toWire({ ...local, audio: { autoPlay: true, rate: 1 } }))).toEqual({ AUTO_AUD_YN: 'Y' });
  });

  it("keeps a change the user made while the server's values were on their way", () => {
    const server: LocalPreferences = { ...local, printMode: 'automatic', audio: { autoPlay: false, rate: 2 } };
    const mine: LocalPreferences = { ...local, audio: { autoPlay: true, rate: 1 } };
    expect(keepLocalChanges(server, mine, { AUTO_AUD_YN: 'Y' })).toEqual({ ...local, printMode: 'automatic', audio: { autoPlay: true, rate: 2 } });
  });

  it('keeps a language chosen on this browser over the account\'s, and takes the account\'s where none was chosen', () => {
    const asked = toWire(local);
    expect(keptFromBrowser(asked, local, true)).toEqual({ SYS_LANG: 'en' });
    expect(keptFromBrowser(asked, local, false)).toEqual({});
    const server: LocalPreferences = { ...local, locale: 'ar' };
    expect(keepLocalChanges(server, local, keptFromBrowser(asked, local, true)).locale).toBe('en');
    expect(keepLocalChanges(server, local, keptFromBrowser(asked, local, false)).locale).toBe('ar');
    expect(keptFromBrowser(asked, { ...local, printMode: 'automatic' }, false)).toEqual({ AUTO_PRINT: 'Y' });
  });
});
