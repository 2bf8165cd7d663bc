import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import { fakeClient } from '../presentation/testing/presentationFakes.ts';
import { useDaisyOwner } from './useDaisyOwner.ts';

describe('useDaisyOwner', () => {
  it('is true once the server answers the document\'s DAISY status (the owner)', async () => {
    const client = fakeClient({ [DRIVE_PATHS.daisyStatus]: { ok: true, status: 200, data: { dtmNo: '42', status: 'NONE' } } });
    const { result } = renderHook(() => useDaisyOwner(client, '42'));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stays false when the server refuses (another user\'s document) and asks nothing without a document', async () => {
    const client = fakeClient({});
    const { result } = renderHook(() => useDaisyOwner(client, '42'));
    await waitFor(() => expect(client.gets).toHaveLength(1));
    expect(result.current).toBe(false);
    const none = fakeClient({});
    renderHook(() => useDaisyOwner(none, ''));
    expect(none.gets).toEqual([]);
  });
});
