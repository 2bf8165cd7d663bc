import type { Migration } from 'kysely/migration';
import * as initial from './0001_initial.ts';
import * as signIn from './0002_sign_in.ts';
import * as drive from './0003_drive.ts';
import * as rateLimits from './0004_rate_limits.ts';
import * as fileViews from './0005_file_views.ts';
import * as userPreferences from './0006_user_preferences.ts';
import * as listingIndexes from './0007_listing_indexes.ts';
import * as listingCounts from './0008_listing_counts.ts';
import * as listingOrderVersions from './0009_listing_order_versions.ts';
import * as conversions from './0010_conversions.ts';
import * as daisy from './0011_daisy.ts';
import * as firmware from './0012_firmware.ts';

// Every migration, in order. Listed by hand so the set is explicit and the
// bundle-free server needs no file-system scan to find them.
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_sign_in': signIn,
  '0003_drive': drive,
  '0004_rate_limits': rateLimits,
  '0005_file_views': fileViews,
  '0006_user_preferences': userPreferences,
  '0007_listing_indexes': listingIndexes,
  '0008_listing_counts': listingCounts,
  '0009_listing_order_versions': listingOrderVersions,
  '0010_conversions': conversions,
  '0011_daisy': daisy,
  '0012_firmware': firmware,
};
