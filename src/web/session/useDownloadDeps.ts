import { useMemo } from 'react';
import { useAuth } from '../auth/SessionContext.tsx';
import { useSessionProblems } from './SessionProblemsContext.ts';
import type { DownloadDeps } from '../api/downloadAttachment.ts';

/** What downloads (the Book's files, firmware) need to sign their requests, as the API client would. */
export function useDownloadDeps(): DownloadDeps {
  const auth = useAuth();
  const problems = useSessionProblems();
  return useMemo(
    () => ({ auth, onSessionProblem: (problem) => problems.report(problem), fetch: (...args: Parameters<typeof fetch>) => fetch(...args) }),
    [auth, problems],
  );
}
