import { useMemo, useSyncExternalStore } from 'react';
import { useApi } from '../../../api/ApiContext.tsx';
import { useAuth, useSession } from '../../../auth/SessionContext.tsx';
import { useSessionProblems } from '../../../session/SessionProblemsContext.ts';
import type { SignedInDeps } from '../../../api/uploadAuth.ts';
import { createConversionApi, type ConversionApi } from '../api/conversionApi.ts';
import { createDriveApi, type DriveApi } from '../api/driveApi.ts';
import type { DriveClipboard } from '../model/clipboard.ts';
import type { HistorySnapshot } from '../model/history.ts';
import { driveSessionFor, type DriveSession } from './driveSession.ts';

const ANONYMOUS = '';

export function useUserNo(): string {
  return useSession()?.userNo ?? ANONYMOUS;
}

export function useDriveApi(): DriveApi {
  const client = useApi();
  const userNo = useUserNo();
  return useMemo(() => createDriveApi(client, userNo || undefined), [client, userNo]);
}

export function useConversionApi(): ConversionApi {
  const client = useApi();
  return useMemo(() => createConversionApi(client), [client]);
}

export function useDriveSession(): DriveSession {
  return driveSessionFor(useUserNo());
}

export function useClipboard(): DriveClipboard | null {
  const { clipboard } = useDriveSession();
  return useSyncExternalStore(clipboard.subscribe, clipboard.get, clipboard.get);
}

export function useHistorySnapshot(): HistorySnapshot {
  const { history } = useDriveSession();
  return useSyncExternalStore(history.subscribe, history.snapshot, history.snapshot);
}

/** What transfers outside the API client need to sign their requests (uploads, downloads). */
export function useSignedInDeps(): SignedInDeps {
  const auth = useAuth();
  const problems = useSessionProblems();
  return useMemo(() => ({ auth, onSessionProblem: (problem) => problems.report(problem) }), [auth, problems]);
}
