/**
 * Business constants and limits of spec section 9, defined once for the client and the server.
 * Where the spec names a value (DETECTION_PRODUCT_CONFIG, COMMON_ANCESTOR_YEAR_ASC, ...) the
 * name is the spec's; otherwise the name says what the number is for.
 */

// --- Time and size limits ---------------------------------------------------------------
/** spec 7.1 and 9: request time-out 30 s */
export const REQUEST_TIMEOUT_MS = 30_000
/** spec 2.20: a failed code-chunk load reloads the page at most once a minute */
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const TOAST_DURATION_MS = 3_000
/** spec 2.21: app deep links fall back to /app after this */
export const DEEP_LINK_TIMEOUT_MS = 3_000
/** spec 4: verification-code button countdown before "resend" */
export const VERIFICATION_CODE_COUNTDOWN_SECONDS = 120
export const DEFAULT_NATION_CODE = '86'

export const AVATAR_MAX_SIZE = 240
export const AVATAR_PREVIEW_SIZE = 90
/** spec 5: desktop crop dialog, canvas 240x240, zoom slider 0 to 2 in steps of 0.01 */
export const AVATAR_CROP = { canvasSize: 240, zoomMin: 0, zoomMax: 2, zoomStep: 0.01 } as const
export const AVATAR_FILE_TYPES = ['png', 'jpg', 'jpeg'] as const

export const CHAT_IMAGE_MAX_SIZE = 250
export const CHAT_IMAGE_FILE_TYPES = ['png', 'jpg', 'jpeg'] as const
export const EDITOR_IMAGE_QUALITY = 0.8

/** spec 9: upload resize to at most 800x800, JPEG, quality 1; narrower images are left as is; EXIF orientation handled */
export const UPLOAD_IMAGE_RESIZE = { maxWidth: 800, maxHeight: 800, format: 'jpeg', quality: 1 } as const

export const REPORT_SWITCH_LIST_MAX_HEIGHT_PX = 480
/** spec 9: the loading bar finishes by itself once above 95 % */
export const LOADING_BAR_AUTO_FINISH_PERCENT = 95

/** spec 2.16 and 5: the tested-person search box shows only above 20 persons */
export const PERSON_SEARCH_THRESHOLD = 20
/** spec 9: "list load threshold 88" (distance in px from the bottom that loads the next page) */
export const LIST_LOAD_THRESHOLD = 88

/** spec 5 and 9: notification badge shows a dotted sign above 99 */
export const BADGE_MAX_COUNT = 99

/** spec 4 and 9: mobile menus only at width 768 or less */
export const MOBILE_BREAKPOINT_PX = 768
/** spec 9: PC when wider than 720 (older pages) or 768 (newer pages) */
export const PC_BREAKPOINT_LEGACY_PX = 720
export const PC_BREAKPOINT_PX = 768
/** spec 9: lazy loading pre-loads 2 images */
export const LAZY_LOAD_PRELOAD_IMAGES = 2

/** spec 2.14 and 9: customer service on workdays 09:00-18:00 */
export const SERVICE_HOURS = { workdaysOnly: true, start: '09:00', end: '18:00' } as const

export const SEARCH_DEBOUNCE_MS = 1_000
export const RESIZE_DEBOUNCE_MS = 300

// --- Page sizes -------------------------------------------------------------------------
/** spec 9: default for most lists, including notices, messages and chat */
export const DEFAULT_PAGE_SIZE = 10
/** spec 4: a list ends when a page returns fewer than this */
export const LIST_END_THRESHOLD = 10
export const FAMILY_PAGE_SIZE = 20
export const CLAN_PAGE_SIZE = 20
export const ANCESTOR_PAGE_SIZE = 20
export const PROJECT_ANNOUNCEMENT_PAGE_SIZE = 1000
export const CALCULATOR_RESULT_PAGE_SIZE = 1000
export const LIFE_STORY_PAGE_SIZE = 15
export const CHAT_HISTORY_PAGE_SIZE = 9999
export const YTREE_CLANSMEN_PAGE_SIZE = 10
/**
 * spec 9: "The person page size is a constant that is not shown." Chosen as 20, the page size
 * the spec uses for its other person-like lists (family, clan, ancestor).
 */
export const PERSON_PAGE_SIZE = 20
/** spec 9: chat shows a time-stamp separator after a gap of more than 10 minutes */
export const CHAT_TIME_SEPARATOR_GAP_MS = 10 * 60 * 1000

// --- Cookies and storage ----------------------------------------------------------------
const DAY_SECONDS = 24 * 60 * 60
/** spec 9: token cookie 7 days, secure (604800000 ms) */
export const TOKEN_COOKIE_MAX_AGE_MS = 604_800_000
/** spec 9: barcode cookie 604800 seconds, path / */
export const BARCODE_COOKIE_MAX_AGE_SECONDS = 604_800
export const DEVICE_ID_COOKIE_MAX_AGE_SECONDS = 365 * DAY_SECONDS
export const ANONYMOUS_ID_COOKIE_MAX_AGE_SECONDS = 30 * DAY_SECONDS
export const TRACE_ID_COOKIE_MAX_AGE_SECONDS = 180 * DAY_SECONDS
/** spec 4: the current family-tree id is kept in cookies for 180 days */
export const FAMILY_TREE_COOKIE_MAX_AGE_SECONDS = 180 * DAY_SECONDS
export const PAGE_VIEW_CACHE_COOKIE_MAX_AGE_SECONDS = 60 * 60

/** Names of the cookies of spec 9 (the spec gives their lifetimes, not their names). */
export const COOKIE_NAMES = {
  token: 'token',
  barcode: 'barcode',
  deviceId: 'deviceId',
  anonymousId: 'anonymousId',
  traceId: 'traceId',
  familyTreeCurrentId: 'familyTreeCurrentId',
  pageViewCache: 'pageViewCache'
} as const

export const LOCAL_STORAGE_KEYS = {
  /** spec 2.15: the mobile side drawer's open state is persisted locally */
  drawerOpened: 'drawerOpened'
} as const

// --- Defaults ---------------------------------------------------------------------------
export const CLAN_RELATION_SORT_DEFAULT = 'COMMON_ANCESTOR_YEAR_ASC'
export const MAX_CLAN_YEAR = 16_500
/** spec 9: raw data barcode type */
export const RAW_DATA_BARCODE_TYPE = 'y_full'
export const QUESTIONNAIRE_AGREEMENT_VERSION = 2
export const DETECTION_PRODUCT_CONFIG = 'DETECTION_PRODUCT_CONFIG'
export const DETECTION_PRODUCT_CONFIG_VERSION = '1.1'
/** spec 3.4: the bind draft's configKey default */
export const DETECTION_PRODUCT_CONFIG_NEW = 'DETECTION_PRODUCT_CONFIG_NEW'
export const REPORT_HOME_ATTRIBUTION = 'HEALTH'
export const SHARE_ENTRANCE = 'FEED_HOME'
export const CLIENT_TYPE = 'APP'
export const FAMILY_TREE_TYPE = 'self'
export const GENE_RELATIVES_LIST_DEFAULTS = { type: 'gene-relationship-center', sort: 'similarity', refresh_mode: -1 } as const
export const LIFE_STORY_SORT = 'updateDate'
export const FAMILY_FILTER_SORT_DEFAULT = 'UPDATE_DATE_DESC'
export const INVOICE_DEFAULTS = { invoiceType: 1, type: 0 } as const
/** spec 3.6 and 9: the packages picked by minimum count: one unit and two units */
export const MIN_PACK_COUNTS = [1, 2] as const

// --- Tracking ---------------------------------------------------------------------------
/** spec 9: events are sent every 10 s or every 10 events, whichever comes first */
export const TRACKING_BATCH = { intervalSeconds: 10, count: 10 } as const
export const TRACKER_VERSION = '0.3.0'
/** spec 9: "Production is detected by an env name ending in prod." */
export function isProductionEnvName(env: string): boolean {
  return /prod$/i.test(env)
}
/** spec 9: analytics site id by device */
export const ANALYTICS_SITE_ID = { app: 4, wechat: 6, mobile: 5, pc: 1 } as const

// --- Display formats --------------------------------------------------------------------
/** spec 9: date-grouping buckets, in days; anything older falls in "1 month ago" */
export const DATE_GROUP_BUCKETS = [
  { maxDays: 3, label: '3天内' },
  { maxDays: 7, label: '7天内' },
  { maxDays: 30, label: '1个月内' }
] as const
export const DATE_GROUP_OLDER_LABEL = '1个月前'

/** spec 9: special provinces in address text */
export const SPECIAL_PROVINCES = ['重庆', '台湾', '香港', '澳门', '钓鱼岛'] as const
/** spec 9: four prefecture-level cities without districts */
export const CITIES_WITHOUT_DISTRICTS = ['中山', '东莞', '儋州', '嘉峪关'] as const

/** spec 3.14: report theme gradient keys (12) */
export const REPORT_THEME_KEYS = [
  'gray', 'blue', 'darkBlue', 'darkPurple', 'purple', 'pink', 'orange', 'yellow', 'lightGreen', 'green', 'darkGreen', 'mofang'
] as const
export type ReportThemeKey = (typeof REPORT_THEME_KEYS)[number]

/** spec 9: Android app-store schemes are mapped for these vendors */
export const ANDROID_STORE_VENDORS = ['huawei', 'honor', 'xiaomi', 'oppo', 'vivo', 'meizu'] as const
