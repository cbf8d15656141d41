/**
 * The account's data export ("导出我的数据", PIPL art. 45; GET /proxy/user/data_export): every
 * piece of personal data the product keeps about the account, as a JSON file the person
 * downloads from /user/settings.
 *
 * Two kinds of section:
 *  - the sections areas register with their own shape (questionnaire, consult bookings, tracking,
 *    covid: see the endpoint's schema);
 *  - the table sections below: for each table that holds the account's rows, the columns given
 *    (never secrets: password and token hashes, keys, blind indexes, storage paths), rows found
 *    by the account's column (`owner`), or through a parent table that is the account's (`via`).
 *
 * server/test/accounts/dataExport.test.ts reads every table of the database: a table with a
 * column naming an account (user_id, owner_id, sender_id, …) must be in an export here (or in a
 * section an area registers) or be listed there with the reason it is not the account's data.
 */

export interface DataExportTable {
  /** the table read (the key may name a second reading of one table by another column) */
  table: string
  /** the column that holds the account's id */
  owner?: string
  /** or: rows whose `column` is the id of a row of `table` whose `owner` is the account */
  via?: { column: string; table: string; owner: string }
  /** the columns given, in order (the first orders the rows) */
  columns: readonly string[]
}

export const DATA_EXPORT_ROW_LIMIT = 10_000
/** how often an account may export: DATA_EXPORT_PER_WINDOW exports in DATA_EXPORT_WINDOW_MS */
export const DATA_EXPORT_PER_WINDOW = 3
export const DATA_EXPORT_WINDOW_MS = 10 * 60_000

const det = { column: 'detection_id', table: 'detections', owner: 'user_id' } as const
const order = { column: 'order_id', table: 'orders', owner: 'user_id' } as const
const tree = { column: 'tree_id', table: 'family_trees', owner: 'user_id' } as const

export const DATA_EXPORT_TABLES = {
  profile: {
    users: { table: 'users', owner: 'id', columns: ['id', 'nation_code', 'phone', 'name', 'avatar_upload_id', 'is_wechat', 'user_state', 'profile_completed', 'created_at', 'updated_at', 'name_changed_at'] },
    sessions: { table: 'sessions', owner: 'user_id', columns: ['id', 'client', 'created_at', 'expires_at', 'last_seen_at', 'revoked_at', 'revoked_reason'] },
    // pages shared and app download links made (issue 26 item 7; their tokens are links, not given)
    shares: { table: 'share_events', owner: 'user_id', columns: ['id', 'path', 'channel', 'opens', 'created_at'] },
    downloadTraces: { table: 'download_traces', owner: 'user_id', columns: ['id', 'app', 'from_path', 'platform', 'opens', 'created_at'] },
    uploads: { table: 'uploads', owner: 'user_id', columns: ['id', 'public_id', 'type', 'width', 'height', 'bytes', 'review_status', 'created_at'] },
    consents: { table: 'consent_acceptances', owner: 'user_id', columns: ['id', 'document', 'version', 'accepted_at', 'withdrawn_at'] },
    cancellations: { table: 'account_cancellations', owner: 'user_id', columns: ['id', 'type', 'barcodes', 'status', 'applied_at', 'deadline_at', 'withdrawn_at', 'completed_at'] },
    roles: { table: 'user_roles', owner: 'user_id', columns: ['role', 'created_at'] },
    bans: { table: 'ugc_bans', owner: 'user_id', columns: ['reason', 'created_at'] },
    wechatSubscriptions: { table: 'wechat_subscriptions', owner: 'user_id', columns: ['id', 'template_key', 'accepted_at', 'consumed_at'] },
    wechatMessages: { table: 'wechat_messages', owner: 'user_id', columns: ['id', 'template_key', 'page', 'values_json', 'state', 'created_at', 'sent_at'] },
    emails: { table: 'email_outbox', owner: 'user_id', columns: ['id', 'to_address', 'subject', 'attachment_name', 'created_at'] },
    downloadLinks: { table: 'download_links', owner: 'user_id', columns: ['id', 'purpose', 'created_at', 'expires_at', 'used_at'] },
    imageChecks: { table: 'wechat_media_checks', owner: 'user_id', columns: ['id', 'upload_id', 'state', 'created_at', 'decided_at'] }
  },
  addresses: {
    deliveryAddresses: { table: 'delivery_addresses', owner: 'user_id', columns: ['id', 'receiver_name', 'mobile', 'nation_code', 'province_code', 'city_code', 'district_code', 'street_code', 'detail', 'is_default', 'created_at', 'updated_at'] }
  },
  persons: {
    testedPersons: {
      table: 'tested_persons',
      owner: 'user_id',
      columns: ['id', 'name', 'surname', 'sex', 'birthday', 'birthplace', 'birthplace_code', 'ancestral_place', 'ancestral_place_code', 'nation', 'appellation', 'ancestry_features', 'relatives_opt_in', 'gene_origin_opt_in', 'relatives_name', 'base_info_changes', 'created_at', 'updated_at', 'deleted_at']
    },
    detections: { table: 'detections', owner: 'user_id', columns: ['id', 'barcode', 'person_id', 'sku', 'product_type', 'submodules', 'collected', 'collect_date', 'research_agree', 'open_ancestry', 'source', 'has_report', 'created_at'] },
    samples: { table: 'samples', via: det, columns: ['id', 'detection_id', 'barcode', 'seq', 'state', 'hold_reason', 'created_at', 'updated_at'] },
    sampleEvents: { table: 'sample_events', via: det, columns: ['id', 'detection_id', 'state', 'owner_note', 'created_at'] },
    analysisResults: { table: 'analysis_results', via: det, columns: ['id', 'detection_id', 'qc_verdict', 'sex', 'y_haplogroup', 'mt_haplogroup', 'engine_version', 'created_at'] },
    nonchipResults: { table: 'nonchip_results', via: det, columns: ['id', 'detection_id', 'product_type', 'values_json', 'status', 'published_at'] },
    rawFiles: { table: 'raw_files', owner: 'user_id', columns: ['id', 'detection_id', 'file_name', 'bytes', 'sha256', 'source', 'created_at', 'archived_at'] },
    personShares: { table: 'person_shares', owner: 'user_id', columns: ['id', 'person_id', 'created_at'] },
    reportShares: { table: 'report_shares', owner: 'user_id', columns: ['id', 'detection_id', 'created_at', 'revoked_at', 'expires_at'] },
    bindDrafts: { table: 'bind_drafts', owner: 'user_id', columns: ['id', 'data', 'status', 'detection_id', 'created_at', 'updated_at'] },
    ngsRiskIntakes: { table: 'ngs_risk_intakes', owner: 'user_id', columns: ['id', 'answers_json', 'flags_json', 'created_at'] },
    expressReturns: { table: 'express_returns', owner: 'user_id', columns: ['id', 'barcodes', 'name', 'mobile', 'address', 'courier', 'mail_no', 'pickup_date', 'created_at'] },
    clanRemarks: { table: 'clan_remarks', owner: 'user_id', columns: ['id', 'person_id', 'remark', 'created_at', 'updated_at'] },
    leadInfos: { table: 'lead_infos', owner: 'user_id', columns: ['id', 'surname', 'ancestral_place', 'ancestral_place_code', 'residence', 'residence_code', 'contact_preference', 'created_at', 'updated_at'] }
  },
  orders: {
    orders: {
      table: 'orders',
      owner: 'user_id',
      columns: ['id', 'order_no', 'product_name', 'sku', 'count', 'payable_fen', 'refunded_fen', 'state', 'pay_type', 'scene', 'receiver_name', 'receiver_mobile', 'receiver_nation_code', 'receiver_address', 'kit_barcode', 'hidden', 'created_at', 'paid_at', 'cancelled_at']
    },
    orderEvents: { table: 'order_events', via: order, columns: ['id', 'order_id', 'event', 'from_state', 'to_state', 'at'] },
    shipments: { table: 'shipments', via: order, columns: ['id', 'order_id', 'courier', 'tracking_no', 'state', 'barcode', 'booked_at', 'updated_at'] },
    refunds: { table: 'refunds', via: order, columns: ['id', 'order_id', 'refund_no', 'amount_fen', 'reason', 'state', 'created_at', 'done_at'] },
    coupons: { table: 'user_coupons', owner: 'user_id', columns: ['id', 'template_id', 'state', 'order_id', 'received_at', 'expires_at', 'used_at'] },
    invoices: {
      table: 'invoices',
      owner: 'user_id',
      columns: ['id', 'invoice_no', 'order_no', 'invoice_type', 'title_type', 'title', 'taxpayer_code', 'register_address', 'register_number', 'register_bank', 'bank_account', 'content', 'amount_fen', 'email', 'mobile', 'state', 'created_at', 'sent_at']
    },
    balance: { table: 'balance_redemptions', owner: 'user_id', columns: ['id', 'source', 'title', 'amount_fen', 'state', 'created_at', 'expires_at', 'redeemed_at'] },
    withdrawals: { table: 'withdrawals', owner: 'user_id', columns: ['id', 'withdrawal_no', 'amount_fen', 'channel', 'payee_account', 'payee_name', 'state', 'reason', 'created_at', 'reviewed_at'] },
    activities: { table: 'activity_participations', owner: 'user_id', columns: ['id', 'activity_id', 'role', 'invite_code', 'inviter_id', 'created_at'] },
    invitedBy: { table: 'activity_participations', owner: 'inviter_id', columns: ['id', 'activity_id', 'role', 'created_at'] },
    salesChannels: { table: 'sales_channel_buyers', owner: 'user_id', columns: ['channel_id', 'touched_at'] }
  },
  familyTrees: {
    trees: { table: 'family_trees', owner: 'user_id', columns: ['id', 'name', 'master_person_id', 'created_at', 'updated_at'] },
    memberships: { table: 'family_tree_members', owner: 'user_id', columns: ['id', 'tree_id', 'role', 'created_at'] },
    persons: {
      table: 'family_tree_persons',
      via: tree,
      columns: ['id', 'tree_id', 'given', 'surname', 'generation_name', 'sex', 'birth_year', 'death_year', 'names', 'events', 'notes', 'tested_person_id', 'match_relationship', 'created_at', 'updated_at']
    },
    families: { table: 'family_tree_families', via: tree, columns: ['id', 'tree_id', 'partner1_id', 'partner2_id', 'events', 'notes'] },
    children: { table: 'family_tree_children', via: tree, columns: ['id', 'tree_id', 'family_id', 'person_id', 'pedigree', 'position'] },
    links: { table: 'family_tree_links', via: tree, columns: ['id', 'tree_id', 'family_id', 'tree_person_id', 'created_at'] },
    // the gallery (issue 24): what the account uploaded, wrote and commented, in its trees or others'
    media: { table: 'family_tree_media', owner: 'user_id', columns: ['id', 'tree_id', 'kind', 'title', 'caption', 'width', 'height', 'bytes', 'created_at'] },
    stories: { table: 'family_tree_stories', owner: 'user_id', columns: ['id', 'tree_id', 'person_id', 'title', 'body', 'created_at', 'updated_at'] },
    comments: { table: 'family_tree_comments', owner: 'user_id', columns: ['id', 'tree_id', 'target', 'target_id', 'body', 'created_at'] }
  },
  families: {
    families: { table: 'families', owner: 'owner_id', columns: ['id', 'surname', 'name', 'hall', 'commandery', 'origin_place', 'generation_poem', 'intro', 'tags', 'haplogroup', 'status', 'created_at', 'updated_at'] },
    claims: { table: 'family_claims', owner: 'user_id', columns: ['id', 'family_id', 'person_id', 'barcode', 'status', 'created_at', 'updated_at'] },
    saves: { table: 'family_saves', owner: 'user_id', columns: ['id', 'family_id', 'created_at'] }
  },
  community: {
    posts: { table: 'community_posts', owner: 'user_id', columns: ['id', 'author_name', 'module', 'type', 'title', 'content', 'images', 'state', 'created_at'] },
    comments: { table: 'community_comments', owner: 'user_id', columns: ['id', 'post_id', 'parent_id', 'author_name', 'content', 'state', 'created_at'] },
    repliesToMe: { table: 'community_comments', owner: 'reply_to_user_id', columns: ['id', 'post_id', 'created_at'] },
    feels: { table: 'community_feels', owner: 'user_id', columns: ['id', 'module', 'relate_id', 'feel', 'created_at'] },
    reports: { table: 'user_inform_records', owner: 'user_id', columns: ['id', 'module', 'relate_id', 'reason', 'detail', 'state', 'created_at'] },
    articles: { table: 'feed_articles', owner: 'user_id', columns: ['id', 'kind', 'author_name', 'title', 'summary', 'body', 'cover', 'images', 'state', 'created_at', 'published_at'] }
  },
  messages: {
    sent: { table: 'chat_messages', owner: 'sender_id', columns: ['id', 'thread_id', 'content', 'created_at'] },
    conversations: { table: 'chat_members', owner: 'user_id', columns: ['thread_id', 'peer_label', 'unread', 'shielded', 'hidden', 'read_at'] },
    notifications: { table: 'notifications', owner: 'user_id', columns: ['id', 'type', 'title', 'content', 'barcode', 'module', 'created_at', 'read_at'] }
  },
  projects: {
    projects: { table: 'research_projects', owner: 'user_id', columns: ['id', 'name', 'type', 'surname', 'haplogroup', 'introduction', 'created_at'] },
    memberships: { table: 'research_project_members', owner: 'user_id', columns: ['id', 'project_id', 'person_id', 'detection_id', 'show_haplogroup', 'show_place', 'joined_at'] },
    posts: { table: 'research_project_posts', owner: 'user_id', columns: ['id', 'project_id', 'kind', 'title', 'content', 'created_at'] },
    comments: { table: 'research_project_comments', owner: 'user_id', columns: ['id', 'post_id', 'content', 'created_at'] }
  },
  reunion: {
    searches: {
      table: 'reunion_searches',
      owner: 'user_id',
      columns: ['id', 'person_id', 'kind', 'sought', 'seeker_appellation', 'province_code', 'city_code', 'area_code', 'lost_year', 'lost_date', 'sought_birth_year', 'notes', 'contact_name', 'contact_phone', 'open', 'created_at', 'updated_at']
    },
    contactsSent: { table: 'reunion_contacts', owner: 'seeker_user_id', columns: ['id', 'search_id', 'relationship_label', 'seeker_message', 'state', 'created_at', 'answered_at'] },
    contactsReceived: { table: 'reunion_contacts', owner: 'relative_user_id', columns: ['id', 'relative_person_id', 'relationship_label', 'relative_contact_name', 'relative_contact_phone', 'relative_message', 'state', 'created_at', 'answered_at'] },
    giftsGiven: { table: 'reunion_gifts', owner: 'giver_user_id', columns: ['id', 'barcode', 'message', 'created_at', 'received_at'] },
    giftsReceived: { table: 'reunion_gifts', owner: 'receiver_user_id', columns: ['id', 'barcode', 'message', 'created_at', 'received_at'] }
  }
} as const satisfies Record<string, Record<string, DataExportTable>>

export type DataExportTableSection = keyof typeof DATA_EXPORT_TABLES

/** What the page says about the file (and the sections' names in Chinese, for the file's readme). */
export const DATA_EXPORT_SECTION_TITLES: Readonly<Record<string, string>> = {
  profile: '账号资料、登录记录、授权与同意记录',
  addresses: '收货地址',
  persons: '检测人、样本、检测与原始数据记录',
  orders: '订单、优惠券、发票、余额与活动',
  familyTrees: '家谱',
  families: '家族记录',
  community: '社区帖子、评论与举报',
  messages: '私信与通知',
  projects: '研究项目',
  reunion: '寻亲',
  questionnaire: '健康问卷',
  'consult-bookings': '遗传咨询预约',
  tracking: '页面访问记录',
  covid: '核酸检测预约'
}

export const DATA_EXPORT_MESSAGES = {
  done: '已导出您的数据',
  shared: '数据文件已生成，请在聊天中保存',
  failed: '导出失败，请稍后重试'
} as const
