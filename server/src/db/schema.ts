/**
 * Tables of the database as Kysely sees them. Time-stamps are epoch milliseconds in BIGINT
 * columns: one representation on SQLite and PostgreSQL (pg's int8 is parsed to a number, see
 * db/index.ts).
 */
import type { Generated } from 'kysely'

/** Which versioned seed ran last (seed/index.ts). */
export interface SeedRunsTable {
  name: string
  version: number
  applied_at: number
}

/** spec 3.14: description configs (key, name, content, contentType), read by the common calls of 7.2/7.3. */
export interface DescriptionConfigsTable {
  key: string
  name: string
  content: string
  content_type: string
  updated_at: number
}

export interface Database {
  seed_runs: SeedRunsTable
  description_configs: DescriptionConfigsTable
  users: UsersTable
  sessions: SessionsTable
  sms_codes: SmsCodesTable
  sms_outbox: SmsOutboxTable
  rate_counters: RateCountersTable
  uploads: UploadsTable
  delivery_addresses: DeliveryAddressesTable
  account_cancellations: AccountCancellationsTable
  user_keys: UserKeysTable
  consent_acceptances: ConsentAcceptancesTable
}

// --- accounts (migration 0002) -------------------------------------------------------------

/** spec 3.1: User. A cancelled account keeps its id and loses everything else (deleted_at set). */
export interface UsersTable {
  id: Generated<number>
  nation_code: string | null
  phone: string | null
  name: string | null
  name_key: string | null
  avatar_start_color: string | null
  avatar_end_color: string | null
  avatar_upload_id: number | null
  pending_avatar_upload_id: number | null
  password_hash: string | null
  wechat_openid: string | null
  wechat_unionid: string | null
  is_wechat: number
  user_state: number
  profile_completed: number
  created_at: number
  updated_at: number
  name_changed_at: number | null
  deleted_at: number | null
}

export interface SessionsTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  client: string
  created_at: number
  expires_at: number
  last_seen_at: number
  revoked_at: number | null
  revoked_reason: string | null
}

export interface SmsCodesTable {
  id: Generated<number>
  purpose: string
  nation_code: string
  phone: string
  code_hash: string
  salt: string
  attempts: number
  created_at: number
  expires_at: number
  consumed_at: number | null
}

export interface SmsOutboxTable {
  id: Generated<number>
  nation_code: string
  phone: string
  purpose: string
  code: string
  content: string
  created_at: number
}

export interface RateCountersTable {
  key: string
  count: number
  window_ends_at: number
}

export interface UploadsTable {
  id: Generated<number>
  public_id: string
  user_id: number | null
  signup_nation_code: string | null
  signup_phone: string | null
  type: string
  storage_key: string
  width: number
  height: number
  bytes: number
  review_status: string
  reviewed_at: number | null
  created_at: number
}

export interface DeliveryAddressesTable {
  id: Generated<number>
  user_id: number
  receiver_name: string
  mobile: string
  nation_code: string
  province_code: string
  city_code: string | null
  district_code: string | null
  street_code: string | null
  detail: string
  is_default: number
  created_at: number
  updated_at: number
}

export interface AccountCancellationsTable {
  id: Generated<number>
  user_id: number
  type: string
  /** JSON array of barcodes */
  barcodes: string
  status: string
  applied_at: number
  deadline_at: number
  withdrawn_at: number | null
  completed_at: number | null
}

// --- security and consent (migration 0003) ---------------------------------------------------

/** An account's data key, wrapped under the storage master key (storage/userKeys.ts); deleted at cancellation. */
export interface UserKeysTable {
  user_id: number
  master_key_id: string
  /** base64 of iv (12) | ciphertext (32) | tag (16) */
  wrapped_key: string
  created_at: number
}

/** Which version of an agreement an account accepted, and when (domains/consent). */
export interface ConsentAcceptancesTable {
  id: Generated<number>
  user_id: number
  /** service | privacy | sensitive | research */
  document: string
  version: string
  accepted_at: number
  withdrawn_at: number | null
}
