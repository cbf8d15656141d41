/** The community and feed calls of the community pages (their declarations: COMMUNITY of @xungen/contracts/endpoints). */
import { CODE_ALERTS, CODES } from '@xungen/contracts'
import { COMMUNITY, type EndpointOutput } from '@xungen/contracts/endpoints'
import { alert, toast } from '@/components/feedback'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'

export type Post = EndpointOutput<typeof COMMUNITY.createPost>
export type PostDetailData = EndpointOutput<typeof COMMUNITY.post>
export type Comment = PostDetailData['comments'][number]
export type Article = EndpointOutput<typeof COMMUNITY.articles>['list'][number]

export const COMMUNITY_KEY = ['community'] as const

/** spec 8.1: 3601 is an alert with 我知道了; any other failure is the server's message in a toast (spec 8.2) */
export async function showFailure(err: unknown, fallback: string): Promise<void> {
  if (err instanceof ApiError && err.code === CODES.UGC_BAN) {
    const a = CODE_ALERTS[CODES.UGC_BAN]!
    await alert(a.content, { title: a.title, confirmText: a.confirmText })
    return
  }
  toast(messageOf(err, fallback))
}

/** spec 8.2 delete confirmations */
export const DELETE_CONFIRM = { content: '确认删除这条评论消息吗？', cancelText: '取消', confirmText: '确认删除' } as const
export const DELETED_TOAST = '删除成功'

export const TYPE_LABELS: Record<1 | 2 | 3, string> = { 1: '帖子', 2: '问答', 3: '讨论' }
export const FEEL_LABELS: Record<string, string> = { like: '赞', useful: '有用', hug: '抱抱' }
