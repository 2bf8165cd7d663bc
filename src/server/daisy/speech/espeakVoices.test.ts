import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWavLayout } from '../audio/wavFile.ts';
import { EspeakNg } from './espeakNg.ts';
import { parseVoiceList, voiceForTag } from './espeakVoices.ts';

// Lines as `espeak-ng --voices` (1.51) prints them.
const LISTING = `Pty Language       Age/Gender VoiceName          File                 Other Languages
 5  ar              --/M      Arabic             sem/ar
 5  cmn             --/M      Chinese_(Mandarin,_latin_as_English) sit/cmn              (zh-cmn 5)(zh 5)
 5  cmn-latn-pinyin --/M      Chinese_(Mandarin,_latin_as_Pinyin) sit/cmn-Latn-pinyin  (zh-cmn 5)(zh 5)
 5  de              --/M      German             gmw/de
 5  en-029          --/M      English_(Caribbean) gmw/en-029           (en 10)
 2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)
 2  en-us           --/M      English_(America)  gmw/en-US            (en 3)
 5  fr-fr           --/M      French_(France)    roa/fr               (fr 5)
 5  ja              --/M      Japanese           jpx/ja
 5  ko              --/M      Korean             ko
 5  nb              --/F      Norwegian_Bokmål   gmq/nb               (nb 5)(no 5)
 5  pt              --/M      Portuguese_(Portugal) roa/pt               (pt-pt 5)
 5  pt-br           --/M      Portuguese_(Brazil) roa/pt-BR            (pt 6)
 5  yue             --/M      Chinese_(Cantonese) sit/yue              (zh-yue 5)(zh 8)
`;

describe('BCP 47 to eSpeak NG voices', () => {
  const voices = parseVoiceList(LISTING);

  it.each([
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['en', 'en-gb'],
    ['en-US', 'en-us'],
    ['en-AU', 'en-gb'],
    ['ja', 'ja'],
    ['zh', 'cmn'],
    ['zh-TW', 'cmn'],
    ['zh-Hant-TW', 'cmn'],
    ['zh-HK', 'yue'],
    ['ar', 'ar'],
    ['de-CH', 'de'],
    ['fr', 'fr-fr'],
    ['pt-BR', 'pt-br'],
    ['pt', 'pt'],
    ['no', 'nb'],
    ['EN_us', 'en-us'],
  ])('%s speaks with %s', (tag, voice) => {
    expect(voiceForTag(tag, voices)).toBe(voice);
  });

  it.each(['tlh', 'x-klingon', '', 'und'])('"%s" has no voice', (tag) => {
    expect(voiceForTag(tag, voices)).toBeUndefined();
  });
});

describe('EspeakNg (the installed espeak-ng)', () => {
  it('speaks Korean, English and a language it lacks (in the document\'s), as mono 16-bit 22050 Hz WAVs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'espeak-'));
    try {
      const engine = new EspeakNg(dir);
      const signal = new AbortController().signal;
      expect(await engine.name(signal)).toMatch(/^eSpeak NG \d+\.\d+/);
      expect(await engine.voiceFor({ lang: 'tlh', fallbackLang: 'ko' }, signal)).toBe('ko');
      expect(await engine.voiceFor({ lang: 'tlh', fallbackLang: 'tlh' }, signal)).toBe('en');
      const lengths: number[] = [];
      for (const [index, [text, lang, voice]] of ([['-v 안녕하세요. 반갑습니다.', 'ko', 'female'], ['Hello there, how are you today?', 'en', 'male'], ['Qapla!', 'tlh', 'female']] as const).entries()) {
        const wav = join(dir, `${index}.wav`);
        await engine.speak({ text, lang, fallbackLang: 'ko', voice, rate: 175 }, wav, signal);
        const layout = await readWavLayout(wav);
        expect(layout.sampleRate).toBe(22050);
        lengths.push(layout.samples);
      }
      // Each said something: at least a third of a second.
      expect(lengths.every((samples) => samples > 22050 / 3)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a faster rate says the same text in less time', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'espeak-'));
    try {
      const engine = new EspeakNg(dir);
      const signal = new AbortController().signal;
      const say = async (rate: number) => {
        const wav = join(dir, `${rate}.wav`);
        await engine.speak({ text: 'The water cycle moves water around the earth.', lang: 'en', fallbackLang: 'en', voice: 'female', rate }, wav, signal);
        return (await readWavLayout(wav)).samples;
      };
      expect(await say(350)).toBeLessThan((await say(100)) * 0.6);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
