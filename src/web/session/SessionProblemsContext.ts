import { createContext, useContext } from 'react';
import type { SessionProblemStore } from './sessionProblemStore.ts';

export const SessionProblemsContext = createContext<SessionProblemStore | null>(null);

export function useSessionProblems(): SessionProblemStore {
  const store = useContext(SessionProblemsContext);
  if (!store) throw new Error('useSessionProblems needs a SessionProblemsContext');
  return store;
}
