import type { ComponentType, ReactNode } from 'react';
import type { CommandSource } from '../commands/commandEntry.ts';
import type { FeatureDialogs } from '../commands/featureDialogs.ts';
import type { LayoutSlots } from '../layouts/LayoutSlots.tsx';
import type { AppRoute } from '../routes/routeTable.ts';

/**
 * What the app must know of a feature before any of its code loads
 * (`features/<name>/manifest.ts`): its routes, each loading its screen on
 * demand, and its commands' entries with the loader of their code. Data
 * only: no React components and nothing heavy, since every page carries it.
 */
export interface FeatureManifest {
  /** Its folder under src/web/features. */
  readonly name: string;
  readonly routes?: readonly AppRoute[];
  readonly commands?: CommandSource;
}

/**
 * What a feature shows or keeps on every page (`features/<name>/shell.tsx`):
 * kept small, since every page carries it. The device's connection lives here.
 */
export interface FeatureShell {
  /** Wraps every page, above the command layer (a connection survives navigation). */
  readonly Provider?: ComponentType<{ readonly children: ReactNode }>;
  /** Rendered once inside the command layer (binding the display's keys to commands). */
  readonly EveryPage?: ComponentType;
  /** Dialogs its commands open by name. */
  readonly dialogs?: FeatureDialogs;
  /** A section of its own in the shortcut help (the display's keys), after the keyboard's tables. */
  readonly shortcutHelp?: ComponentType;
  /** What it puts in the layouts' places. */
  readonly slots?: Partial<LayoutSlots>;
}
