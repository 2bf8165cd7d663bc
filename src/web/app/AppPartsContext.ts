import { createContext, useContext } from 'react';
import type { CommandRegistry } from '../commands/registry.ts';
import type { FeatureShell } from './feature.ts';

/** The parts main.tsx assembles from the features: the command registry and the features' every-page shells. */
export interface AppParts {
  readonly registry: CommandRegistry;
  readonly shells: readonly FeatureShell[];
}

export const AppPartsContext = createContext<AppParts | null>(null);

export function useAppParts(): AppParts {
  const parts = useContext(AppPartsContext);
  if (!parts) throw new Error('useAppParts needs the AppPartsContext of main.tsx');
  return parts;
}
