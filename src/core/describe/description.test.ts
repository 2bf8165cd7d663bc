import { describe, expect, it } from 'vitest';
import type { MessageRef } from '../messages/index.ts';
import { formatDescription } from './index.ts';

// Messages made up for the test; passed as variables so the extractor ignores them.
const sentence = { id: 'S {thing} in {where}: {list}' };
const word = { id: 'W{n}' };

describe('formatDescription', () => {
  const format = (ref: MessageRef) => `${ref.message.id}|${JSON.stringify(ref.values ?? {})}`;

  it('formats the parts first and passes their texts as values, lists joined', () => {
    const text = formatDescription(
      { message: sentence, values: { count: 2 }, parts: { thing: { message: word, values: { n: 1 } }, list: [{ message: word }, { message: word }] } },
      format,
      (texts) => texts.join(' & '),
    );
    expect(text).toBe(`S {thing} in {where}: {list}|${JSON.stringify({ count: 2, thing: 'W{n}|{"n":1}', list: 'W{n}|{} & W{n}|{}' })}`);
  });

  it('joins lists with commas by default and passes plain values through', () => {
    const text = formatDescription({ message: sentence, parts: { list: [{ message: word }, { message: word }] } }, (ref) =>
      ref.message === word ? 'w' : String(ref.values?.['list']),
    );
    expect(text).toBe('w, w');
  });
});
