/** spec 3.7-3.10: notifications, private messages, chat and kin relations. */
import type { Avatar } from './user'

/** spec 3.14: content and share types (also the notification types of 2.17) */
export const CONTENT_TYPE = {
  COMMENT_POST: 1,
  COMMENT_ANSWER: 2,
  COMMENT_DISCUSS: 3,
  DISCOVER_GENE_RS: 7,
  DISCOVER_GENE_ORIGIN: 17,
  FAMILY_TRACE_UPDATE: 19
} as const
export type ContentType = (typeof CONTENT_TYPE)[keyof typeof CONTENT_TYPE]

/** spec 3.7: Notification */
export interface Notification {
  id: number
  type: ContentType | number
  title: string
  content: string
  date: string
  /** unread when absent (spec 4: Notification) */
  readDate?: string | null
  fromUser?: { name: string; barcode?: string }
  userId: number
  relatedId?: number | string
  messageAdditionalInfo?: { answerId?: number | string }
  module?: string
  webviewInfo?: { url: string }
}

/** spec 3.8: shieldState */
export const SHIELD_STATE = {
  DEFAULT: 0,
  /** I blocked them */
  SHIELD_TO: 1,
  /** they stopped receiving from me */
  SHIELD_HIDDEN: 2,
  SHIELD_EACH_OTHER: 3
} as const
export type ShieldState = (typeof SHIELD_STATE)[keyof typeof SHIELD_STATE]

/** spec 3.8: Private message thread */
export interface MessageThread {
  relatedId: number | string
  toUser: { avatar: Avatar; name: string }
  newMsgNum: number
  lastMessageDate: string
  lastMessageContent: string
  shieldState: ShieldState
}

/** spec 3.9: the system message type that is never shown */
export const HIDDEN_SYS_MSG_TYPE = 'clan-contact-temp'

/** spec 3.9: Chat message. content is HTML, or an image URL marked by a letter-image suffix. */
export interface ChatMessage {
  id: number
  user: { id: number; name: string; avatar: Avatar }
  content: string
  date: string
  /** read flag */
  viewTime?: string | null
  sysMsgType?: string | null
}

/** spec 3.14: Chat send */
export interface ChatSend {
  content: string
  userId: number
  toUserId: number
  relate_id?: number | string
  recipient_id?: number
}

/** spec 3.10: kin grades by shared generations, with the age of the common ancestor in years */
export const KIN_GRADES = [
  { generations: '2-3', label: '近亲或直系亲属' },
  { generations: '3-4', label: '近亲' },
  { generations: '4-6', label: '一代表亲', ancestorYears: [60, 120] },
  { generations: '5-6', label: '二代表亲', ancestorYears: [90, 150] },
  { generations: '6-9', label: '三代及以上表亲', ancestorYears: [120, 200] },
  { generations: '9+', label: '五代及以上表亲', ancestorYears: [150, 300] },
  { generations: '10+', label: '200 年以上的远亲', ancestorYears: [200, null] }
] as const

/** spec 3.10: origin of the link */
export const KIN_ORIGIN = { MOTHER: 0, FATHER: 1, BOTH: 2 } as const
export type KinOrigin = (typeof KIN_ORIGIN)[keyof typeof KIN_ORIGIN]

/** spec 3.10: relation kinds */
export const RELATION_KINDS = [
  'GENE_RELATION', 'GENE_RELATION_FULL_NAME', 'GENE_RELATION_ORIGIN_PLACE', 'CLAN_RELATION', 'CLAN_RELATION_FULL_NAME', 'CLAN_RELATION_ORIGIN_PLACE'
] as const
export type RelationKind = (typeof RELATION_KINDS)[number]

/** spec 3.10: kinship roles */
export const KINSHIP_ROLES = [
  'greatGrandParent', 'grandParent', 'noBloodSpouse', 'auntUncles', 'cousin', 'siblings', 'me', 'nephew', 'myChilds', 'grandSon', 'parent'
] as const
export type KinshipRole = (typeof KINSHIP_ROLES)[number]

/** spec 3.14: Feel (reaction) */
export interface Feel {
  id?: number
  barcode: string
  relate_id: number | string
  module: string
  feel: string
}
