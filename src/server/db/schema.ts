import type { ColumnType, Generated } from 'kysely';

// The database as Kysely sees it. One interface per table; keep in step with
// the migrations (the schema test compares them).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, never, never>;
/** bigint columns come back from PostgreSQL as strings; we write numbers or strings. */
type BigIntId = ColumnType<string, number | string, number | string>;
type Json = ColumnType<unknown, string, string>;

export type DriveKind = 'P' | 'D';
export type JobStatus = 'ONGOING' | 'SUCCESS' | 'FAILED';

export interface CompaniesTable {
  comp_no: Generated<number>;
  name: string;
  domain: string | null;
  created_at: CreatedAt;
}

export interface SitesTable {
  site_no: Generated<number>;
  comp_no: number;
  name: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  user_no: ColumnType<string, never, never>;
  subject: string;
  login_id: string;
  name: string;
  comp_no: number | null;
  settings: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
}

export interface MenusTable {
  menu_id: string;
  site_no: number;
  parent_menu_id: string | null;
  menu_name: string;
  menu_url: string;
  menu_level: number;
  sort_order: ColumnType<number, number | undefined, number>;
  required_role: string | null;
}

export interface FoldersTable {
  dtm_group_no: ColumnType<string, never, never>;
  owner_user_no: BigIntId;
  drive_kind: DriveKind;
  parent_group_no: BigIntId | null;
  dtm_group_name: string;
  dtm_group_level: number;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  trashed_at: Timestamp | null;
}

export interface FilesTable {
  dtm_no: ColumnType<string, never, never>;
  file_key: ColumnType<string, string | undefined, never>;
  owner_user_no: BigIntId;
  dtm_group_no: BigIntId | null;
  drive_kind: DriveKind;
  file_name: string;
  file_type: ColumnType<string, string | undefined, string>;
  file_extension: string;
  device_kind: number | null;
  content_type: string | null;
  size_bytes: ColumnType<string, number | string | undefined, number | string>;
  page_count: ColumnType<number, number | undefined, number>;
  views: ColumnType<number, number | undefined, number>;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  category: string | null;
  description: string | null;
  blob_key: string | null;
  dtms_json: Json | null;
  /** The public folder it is published in (drive D). */
  public_group_no: BigIntId | null;
  published_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  trashed_at: Timestamp | null;
  /** A converted document's state while it is not done (issue 21): ONGOING, FAILED; null otherwise. */
  conversion_status: ColumnType<ConversionRowStatus | null, ConversionRowStatus | null | undefined, ConversionRowStatus | null>;
}

export type ConversionRowStatus = 'ONGOING' | 'FAILED';

export interface FilePagesTable {
  dtm_no: BigIntId;
  page_no: number;
  alt_text: ColumnType<string, string | undefined, string>;
  audio_blob_key: string | null;
  audio_play_mode: ColumnType<'auto' | 'manual', 'auto' | 'manual' | undefined, 'auto' | 'manual'>;
  playback_rate: ColumnType<number, number | undefined, number>;
  audio_size: ColumnType<string, number | string | undefined, number | string>;
  audio_content_type: string | null;
}

/** One counted view: a viewer (`user:<row>` or `guest:<keyed hash>`) of a file on a day (UTC). */
export interface FileViewsTable {
  dtm_no: BigIntId;
  viewer: string;
  // A `date`: the drivers read it as a Date; written and compared as YYYY-MM-DD.
  viewed_on: ColumnType<Date | string, string, string>;
}

/** A user's preferences and Easy settings (spec §3); null: not chosen yet. */
export interface UserPreferencesTable {
  user_no: BigIntId;
  sys_lang: string | null;
  auto_print: ColumnType<'Y' | 'N', 'Y' | 'N' | undefined, 'Y' | 'N'>;
  auto_aud_yn: ColumnType<'Y' | 'N', 'Y' | 'N' | undefined, 'Y' | 'N'>;
  braille: string | null;
  code: string | null;
  braille_pin: 6 | 8 | null;
  audio_rate: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface JobsTable {
  job_id: ColumnType<string, never, never>;
  kind: string;
  dtm_no: BigIntId | null;
  user_no: BigIntId | null;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  payload: ColumnType<unknown, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  run_after: Timestamp;
  locked_by: string | null;
  locked_at: Timestamp | null;
  error: string | null;
  popup_shown: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set from the drive's clock when a job is added (the monthly allowance counts by it). */
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: Timestamp;
  /** The uploaded source in the blob store (conversions), kept until it succeeds. */
  source_key: string | null;
  quality: ColumnType<'ORDINARY' | 'HIGH', 'ORDINARY' | 'HIGH' | undefined, 'ORDINARY' | 'HIGH'>;
  error_code: string | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
}

/** One file of a made DAISY book (issue 23): its path in the book and its blob (daisy/<dtm_no>/<uuid>). */
export interface DaisyFilesTable {
  job_id: BigIntId;
  dtm_no: BigIntId;
  path: string;
  blob_key: string;
  size_bytes: ColumnType<string, number | string, number | string>;
  content_type: string;
}

/** One release of the firmware catalogue (issue 24): an uploaded file (blob firmware/<uuid>) or the vendor's address. */
export interface FirmwareReleasesTable {
  release_no: ColumnType<string, never, never>;
  model: string;
  version: string;
  min_hardware: number | null;
  notes: ColumnType<string, string | undefined, string>;
  vendor_url: string | null;
  sha256: string;
  signature: string;
  size_bytes: ColumnType<string | null, number | string | null, number | string | null>;
  file_name: string | null;
  blob_key: string | null;
  download_url: string | null;
  created_by: BigIntId | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface AccountsTable {
  account_id: string;
  login_id: string;
  name: string;
  password_hash: string;
  roles: Json;
  seed: string | null;
  created_at: CreatedAt;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface ServerSecretsTable {
  name: string;
  value: Json;
  created_at: CreatedAt;
}

/** One key's attempts in one fixed window (databaseRateLimiter.ts). */
export interface RateLimitsTable {
  key: string;
  window_no: BigIntId;
  hits: number;
  expires_at: Timestamp;
}

/** A folder listing's TOTAL_COUNT parts, kept by triggers (migration 0008): key → rows. */
export interface ListingCountsTable {
  key: string;
  n: ColumnType<string, string | number, string | number>;
}

/** Raised by the triggers of migration 0008 whenever what a count or a name search sees changes (drive/countCache.ts). */
export interface ListingVersionsTable {
  key: string;
  v: ColumnType<string, string | number, string | number>;
}

export interface DB {
  accounts: AccountsTable;
  oidc_payloads: OidcPayloadsTable;
  server_secrets: ServerSecretsTable;
  rate_limits: RateLimitsTable;
  companies: CompaniesTable;
  sites: SitesTable;
  users: UsersTable;
  menus: MenusTable;
  folders: FoldersTable;
  files: FilesTable;
  file_pages: FilePagesTable;
  file_views: FileViewsTable;
  user_preferences: UserPreferencesTable;
  jobs: JobsTable;
  daisy_files: DaisyFilesTable;
  firmware_releases: FirmwareReleasesTable;
  listing_counts: ListingCountsTable;
  listing_versions: ListingVersionsTable;
}
