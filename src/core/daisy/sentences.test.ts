import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.ts';

const texts = (text: string, lang?: string) => splitSentences(text, lang).map((s) => s.text);

describe('splitSentences', () => {
  it('splits Korean endings with and without a space after them', () => {
    expect(texts('안녕하세요.저는 학생입니다.정말요?네! 그래요.', 'ko')).toEqual(['안녕하세요.', '저는 학생입니다.', '정말요?', '네!', '그래요.']);
    expect(texts('오늘은 월요일이다. 왜 그럴까? 좋다', 'ko')).toEqual(['오늘은 월요일이다.', '왜 그럴까?', '좋다']);
  });

  it('splits at CJK full stops', () => {
    expect(texts('今日は晴れ。明日は雨！本当？はい。', 'ja')).toEqual(['今日は晴れ。', '明日は雨！', '本当？', 'はい。']);
    expect(texts('今天很好。明天呢？好！', 'zh')).toEqual(['今天很好。', '明天呢？', '好！']);
  });

  it('does not end a sentence at a title, an initial, a decimal or e.g.', () => {
    expect(texts('Mr. Smith met Dr. Jones. J. R. R. Tolkien wrote it. Pi is 3.14, e.g. roughly. See Fig. 3 now.', 'en')).toEqual([
      'Mr. Smith met Dr. Jones.',
      'J. R. R. Tolkien wrote it.',
      'Pi is 3.14, e.g. roughly.',
      'See Fig. 3 now.',
    ]);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(texts('"Stop." She said. (Yes.) Ok.', 'en')).toEqual(['"Stop."', 'She said.', '(Yes.)', 'Ok.']);
  });

  it('still ends a sentence after an abbreviation that can end one', () => {
    expect(texts('Bring pens, paper etc. Then sit.', 'en')).toEqual(['Bring pens, paper etc.', 'Then sit.']);
  });

  it('gives offsets that slice the text, trailing space included, and nothing for blank text', () => {
    const text = 'One. Two.';
    const sentences = splitSentences(text, 'en');
    expect(sentences.map((s) => text.slice(s.start, s.end))).toEqual(['One. ', 'Two.']);
    expect(splitSentences('  \n ', 'en')).toEqual([]);
  });

  it('survives a malformed language tag', () => {
    expect(texts('A. B c. D e.', 'not a tag!')).toHaveLength(2);
  });
});
