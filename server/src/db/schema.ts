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
  user_roles: UserRolesTable
  kit_batches: KitBatchesTable
  kits: KitsTable
  tested_persons: TestedPersonsTable
  person_shares: PersonSharesTable
  detections: DetectionsTable
  bind_drafts: BindDraftsTable
  samples: SamplesTable
  sample_events: SampleEventsTable
  raw_files: RawFilesTable
  analysis_results: AnalysisResultsTable
  relative_kits: RelativeKitsTable
  relative_matches: RelativeMatchesTable
  relative_segments: RelativeSegmentsTable
  notifications: NotificationsTable
  express_returns: ExpressReturnsTable
  report_shares: ReportSharesTable
  clan_remarks: ClanRemarksTable
  lead_infos: LeadInfosTable
  family_trees: FamilyTreesTable
  family_tree_members: FamilyTreeMembersTable
  family_tree_persons: FamilyTreePersonsTable
  family_tree_families: FamilyTreeFamiliesTable
  family_tree_children: FamilyTreeChildrenTable
}

// --- accounts (migration 0002) -------------------------------------------------------------

/** spec 3.1: User. A cancelled account keeps its id and loses everything else (deleted_at set). */
export interface UsersTable {
  id: Generated<number>
  nation_code: string | null
  /** sealed under the account's key (security/personalFields.ts) */
  phone: string | null
  /** blind index of (nation_code, phone): sign-in looks accounts up by it (migration 0017) */
  phone_index: string | null
  /** sealed under the account's key */
  name: string | null
  /** blind index of the folded name (unique) */
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

// --- from kit to report (migration 0004) ---------------------------------------------------

export interface UserRolesTable {
  user_id: number
  role: string
  created_at: number
}

export interface KitBatchesTable {
  id: Generated<number>
  sku: string
  product_type: string
  count: number
  created_by: number | null
  created_at: number
}

export interface KitsTable {
  barcode: string
  serial: number
  batch_id: number
  sku: string
  product_type: string
  created_at: number
}

/** spec 3.2: Tested person */
export interface TestedPersonsTable {
  id: Generated<number>
  user_id: number
  name: string
  surname: string | null
  sex: string | null
  birthday: string | null
  birthplace: string | null
  birthplace_code: string | null
  ancestral_place: string | null
  ancestral_place_code: string | null
  nation: string | null
  appellation: string | null
  /** the 称呼 other accounts see (migration 0018); null: the default of @xungen/contracts */
  relatives_name: string | null
  /** JSON array of strings */
  ancestry_features: string | null
  relatives_opt_in: number
  gene_origin_opt_in: number
  base_info_changes: number
  created_at: number
  updated_at: number
  deleted_at: number | null
}

export interface PersonSharesTable {
  id: Generated<number>
  person_id: number
  user_id: number
  created_at: number
}

/** spec 3.3: Detection */
export interface DetectionsTable {
  id: Generated<number>
  barcode: string
  person_id: number
  user_id: number
  sku: string
  product_type: string
  /** JSON array of feature tags */
  submodules: string
  collected: number
  collect_date: string | null
  research_agree: number
  open_ancestry: number
  /** 'kit' (a laboratory kit) or 'import' (a file from another company) */
  source: string
  has_report: number
  created_at: number
}

/** spec 3.4: the binding draft; data is the DetectionPersonDraft as JSON */
export interface BindDraftsTable {
  id: Generated<number>
  user_id: number
  data: string
  /** 'open' | 'submitted' */
  status: string
  detection_id: number | null
  created_at: number
  updated_at: number
}

export interface SamplesTable {
  id: Generated<number>
  detection_id: number
  barcode: string
  seq: number
  state: string
  raw_file_id: number | null
  hold_reason: string | null
  created_at: number
  updated_at: number
}

export interface SampleEventsTable {
  id: Generated<number>
  detection_id: number
  sample_id: number | null
  state: string
  note: string | null
  /** what the owner reads with the change (migration 0018) */
  owner_note: string | null
  actor_user_id: number | null
  created_at: number
}

export interface RawFilesTable {
  id: Generated<number>
  detection_id: number
  user_id: number
  storage_key: string
  file_name: string
  bytes: number
  sha256: string
  source: string
  uploaded_by: number | null
  created_at: number
  archived_at: number | null
  thaw_requested_at: number | null
  thaw_bytes: Generated<number>
  /** 1: the uploader confirmed a whole-genome VCF listing variant sites only (absent sites read as reference) */
  whole_genome_confirmed: Generated<number>
}

export interface AnalysisResultsTable {
  id: Generated<number>
  detection_id: number
  raw_file_id: number
  engine_version: string
  kb_version: string
  panel_id: string
  qc_verdict: string
  sex: string
  y_haplogroup: string | null
  y_short: string | null
  mt_haplogroup: string | null
  /** JSON: qc, sex, y, mt, ancestry summaries */
  summary: string
  /** JSON: every health item result */
  health: string
  /** JSON: stage timings (ms) */
  timings: string
  created_at: number
}

export interface RelativeKitsTable {
  detection_id: number
  panel_id: string
  panel_checksum: string
  kit_key: string
  created_at: number
  /** the matcher shard holding the kit (MATCHER_SHARDS > 0); null before its first relatives job or with the embedded matcher */
  matcher_shard: Generated<number | null>
}

export interface RelativeMatchesTable {
  detection_a: number
  detection_b: number
  total_cm: number
  segments: number
  largest_cm: number
  relationship: string
  relationship_label: string
  grade: number | null
  created_at: number
  /** relative_kits.created_at of each side's kit the match was computed from (null: stored before these were kept) */
  kit_a_at: Generated<number | null>
  kit_b_at: Generated<number | null>
  /** relatives_opt_in of each side's person, kept by the database's triggers (migration 2026_11_29_1600_relative_match_opt_in) */
  a_opted_in: Generated<number>
  b_opted_in: Generated<number>
}

/** a counted segment of a stored match (migration 0009), detection_a < detection_b */
export interface RelativeSegmentsTable {
  detection_a: number
  detection_b: number
  chrom: number
  start_pos: number
  end_pos: number
  start_cm: number
  end_cm: number
  cm: number
  markers: number
  fully_identical: number
}

/** spec 3.7: Notification */
export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  type: string
  title: string
  content: string
  barcode: string | null
  related_id: string | null
  module: string
  created_at: number
  read_at: number | null
}

/** spec 3.14: Express return */
export interface ExpressReturnsTable {
  id: Generated<number>
  user_id: number
  /** JSON array of barcodes */
  barcodes: string
  name: string
  mobile: string
  /** JSON {provinceCode, cityCode, districtCode, detail} */
  address: string
  courier: string
  mail_no: string
  pickup_date: string
  created_at: number
}

// --- report share links (migration 0006) -----------------------------------------------------

/** spec 6 "A share-link visitor sees one shared report": a token the owner of a detection creates; revoked_at ends it (domains/reports/shares.ts). */
export interface ReportSharesTable {
  id: Generated<number>
  token: string
  detection_id: number
  user_id: number
  created_at: number
  revoked_at: number | null
  /** issue 20 item 7 (migration 0016): when the link stops working; null: until revoked */
  expires_at: number | null
}

// --- Y tree, clans and surnames (migration 0010, issue 16) ------------------------------------

/** a user's private remark on a clan member (tested person), one per user and member */
export interface ClanRemarksTable {
  id: Generated<number>
  user_id: number
  person_id: number
  remark: string
  created_at: number
  updated_at: number
}

/** spec 3.12 lead info (寻根登记) */
export interface LeadInfosTable {
  id: Generated<number>
  user_id: number
  surname: string
  ancestral_place: string
  ancestral_place_code: string
  residence: string | null
  residence_code: string | null
  /** LEAD_CONTACT_PREFERENCES */
  contact_preference: string
  created_at: number
  updated_at: number
}

// --- family trees (domains/familyTree, issue 24) --------------------------------------------
export interface FamilyTreesTable {
  id: Generated<number>
  user_id: number
  name: string
  master_person_id: number | null
  created_at: number
  updated_at: number
}
export interface FamilyTreeMembersTable {
  id: Generated<number>
  tree_id: number
  user_id: number
  /** editor | viewer */
  role: string
  created_at: number
}
export interface FamilyTreePersonsTable {
  id: Generated<number>
  tree_id: number
  given: string
  surname: string
  generation_name: string | null
  sex: string
  birth_year: number | null
  death_year: number | null
  /** JSON TreeName[] */
  names: string
  /** JSON TreeEvent[] */
  events: string
  /** JSON string[] */
  notes: string
  tested_person_id: number | null
  match_of_person_id: number | null
  match_person_id: number | null
  match_relationship: string | null
  created_at: number
  updated_at: number
}
export interface FamilyTreeFamiliesTable {
  id: Generated<number>
  tree_id: number
  partner1_id: number | null
  partner2_id: number | null
  events: string
  notes: string
}
export interface FamilyTreeChildrenTable {
  id: Generated<number>
  tree_id: number
  family_id: number
  person_id: number
  pedigree: string | null
  position: number
}
