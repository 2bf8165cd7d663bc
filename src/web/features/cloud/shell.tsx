// What the Cloud keeps on every signed-in page: the poll that tells when a
// conversion has finished (spec §2). Other features name its commands with
// these messages.

import { lazy } from 'react';
import type { FeatureShell } from '../../app/feature.ts';

// Loaded by the first layout with the signed-in chrome: Easy home and the sign-in pages never need it.
const ConversionPoll = lazy(async () => ({ default: (await import('./shell/ConversionPoll.tsx')).ConversionPoll }));

export const cloudShell: FeatureShell = { slots: { workspace: [ConversionPoll] } };

export { cloudCommandMessages } from './shell/messages.ts';
