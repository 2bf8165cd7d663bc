import type { ComponentType } from 'react';
import type { CommandDialog } from './appCommandContext.ts';

/** What a feature's dialog is given: how to close, and how to hand over to another dialog (focus then returns, at the end, where it was before the first). */
export interface FeatureDialogProps {
  readonly close: () => void;
  readonly openDialog: (dialog: CommandDialog) => void;
}

/** The dialogs features add to the command layer, by name (loaded lazily by the feature). */
export type FeatureDialogs = Readonly<Record<CommandDialog, ComponentType<FeatureDialogProps>>>;
