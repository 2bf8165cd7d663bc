import { createContext, useContext } from 'react';

/** Spec "Easy settings" autoPrint: whether the display follows the screen by itself or prints on request. */
export type PrintMode = 'automatic' | 'manual';

/** The print mode as the device feature keeps it (with its other preferences), so the account sync can read and set it. */
export interface PrintModePreference {
  readonly printMode: PrintMode;
  readonly setPrintMode: (mode: PrintMode) => void;
}

export const PrintModePreferenceContext = createContext<PrintModePreference | null>(null);

/** The print mode preference; without the device feature, the spec's default ('manual', autoPrint N), unchangeable. */
export function usePrintModePreference(): PrintModePreference {
  return useContext(PrintModePreferenceContext) ?? MANUAL_ONLY;
}

const MANUAL_ONLY: PrintModePreference = { printMode: 'manual', setPrintMode: () => undefined };
