import { describe, it, expect } from 'vitest';
import { defineMessage, defineMessages } from './index.ts';
import type { Message } from './index.ts';

// The arguments are passed as variables, not literals, so the message
// extractor does not mistake these fixtures for product messages.
describe('message helpers', () => {
  it('defineMessages returns the very object it was given', () => {
    const table = { save: { id: '저장' }, open: { id: '열기', description: 'toolbar' } };
    const defined = defineMessages(table);
    expect(defined).toBe(table);
    expect(defined.open.description).toBe('toolbar');
  });

  it('defineMessage returns the very message it was given', () => {
    const message: Message = { id: '닫기' };
    expect(defineMessage(message)).toBe(message);
  });
});
