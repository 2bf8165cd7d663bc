// The app's features, as the app knows them before any of their code loads:
// each one's manifest (its routes and its commands' entries). The route table,
// the command registry, the guard, the page titles, the tests and the bench
// all read this list; its order is the palette's and the route table's.
// Node can import this file (the e2e tests and the bench do): manifests hold
// only data and lazy loaders.

import type { FeatureManifest } from './app/feature.ts';
import { globalCommands } from './commands/globalCommands.ts';
import { createCommandRegistry, type CommandRegistry } from './commands/registry.ts';
import { bookManifest } from './features/book/manifest.ts';
import { brokerManifest } from './features/broker/manifest.ts';
import { canvasManifest } from './features/canvas/manifest.ts';
import { cloudManifest } from './features/cloud/manifest.ts';
import { deviceManifest } from './features/device/manifest.ts';
import { easyManifest } from './features/easy/manifest.ts';
import { homeManifest } from './features/home/manifest.ts';
import { libraryManifest } from './features/library/manifest.ts';
import { loginManifest } from './features/login/manifest.ts';
import { profileManifest } from './features/profile/manifest.ts';
import { settingsManifest } from './features/settings/manifest.ts';
import { supportManifest } from './features/support/manifest.ts';
import { testManifest } from './features/test/manifest.ts';
import type { AppRoute } from './routes/routeTable.ts';

// Easy mode before the Cloud and the Canvas: on Easy canvas the palette lists Easy's own commands first.
export const FEATURES: readonly FeatureManifest[] = [
  brokerManifest,
  homeManifest,
  deviceManifest,
  easyManifest,
  cloudManifest,
  canvasManifest,
  bookManifest,
  libraryManifest,
  settingsManifest,
  profileManifest,
  loginManifest,
  supportManifest,
  testManifest,
];

/** Every route of the app, in table order. */
export const ROUTES: readonly AppRoute[] = FEATURES.flatMap((feature) => feature.routes ?? []);

/** Every command of the app: the app's own with their code, the features' as their entries until used. One per app (and per test). */
export function createAppCommandRegistry(): CommandRegistry {
  return createCommandRegistry(globalCommands, FEATURES.flatMap((feature) => (feature.commands ? [feature.commands] : [])));
}
