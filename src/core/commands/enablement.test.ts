import { describe, it, expect } from 'vitest';
import { commandEnablement, scopesOverlap } from './index.ts';
import type { Command, CommandScope } from './index.ts';

interface Ctx {
  readonly hasDocument: boolean;
}

const noDocument = { id: '열린 문서가 없습니다' };

const base: Command<Ctx> = { id: 'book.print', label: { id: '인쇄' }, scope: 'book', run: () => undefined };

describe('commandEnablement', () => {
  it('treats a command without isEnabled as always enabled', () => {
    expect(commandEnablement(base, { hasDocument: false })).toBe(true);
  });

  it('passes the context to isEnabled and returns its answer', () => {
    const command: Command<Ctx> = {
      ...base,
      isEnabled: (ctx) => (ctx.hasDocument ? true : { reason: noDocument }),
    };
    expect(commandEnablement(command, { hasDocument: true })).toBe(true);
    expect(commandEnablement(command, { hasDocument: false })).toEqual({ reason: noDocument });
  });
});

describe('scopesOverlap', () => {
  const scopes: CommandScope[] = ['global', 'home', 'easy', 'canvas', 'cloud', 'library', 'book', 'listen', 'settings'];

  it('lets global overlap every scope, in either argument order', () => {
    for (const scope of scopes) {
      expect(scopesOverlap('global', scope)).toBe(true);
      expect(scopesOverlap(scope, 'global')).toBe(true);
    }
  });

  it('lets a scope overlap itself', () => {
    expect(scopesOverlap('canvas', 'canvas')).toBe(true);
  });

  it('keeps different non-global scopes apart', () => {
    expect(scopesOverlap('canvas', 'library')).toBe(false);
    expect(scopesOverlap('home', 'settings')).toBe(false);
  });
});
