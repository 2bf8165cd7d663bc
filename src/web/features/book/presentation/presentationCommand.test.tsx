import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { presentationCommandCodes } from './presentationCommand.ts';
import { PRESENT_COMMAND_ID, presentationCommandEntry } from '../commands/presentationCommandEntry.ts';
import { endPresentation, usePresenting } from './presentationRequest.ts';

afterEach(() => endPresentation());

describe('the Presentation mode command', () => {
  it('is a Book command with its shortcut', () => {
    expect(presentationCommandEntry).toMatchObject({ id: PRESENT_COMMAND_ID, scope: 'book', shortcuts: ['Mod+Shift+Enter'] });
  });

  it('asks the page to present, until the presentation ends', () => {
    const { result } = renderHook(() => usePresenting());
    expect(result.current).toBe(false);
    act(() => void presentationCommandCodes[PRESENT_COMMAND_ID]?.run({} as never));
    expect(result.current).toBe(true);
    act(() => endPresentation());
    expect(result.current).toBe(false);
  });
});
