/**
 * Activities (issue 26 item 5; spec 3.14 "Activity", 4 "current activity", 5 "exactly 3
 * pictures"): staff set each one's window, pictures and share scene in /ops/content; a visitor
 * reads an activity's state now, and its pictures and share scene only inside its window. The
 * current activity is the running one that started last. The clock is the app's (tests move it).
 */
import type { Kysely, Selectable } from 'kysely'
import {
  ACTIVITY_MESSAGES,
  ACTIVITY_WINDOW_MAX_DAYS,
  activityPicturesProblem,
  activityStateAt,
  currentActivity,
  type ActivityPicture,
  type ActivityView,
  type ContentActivity
} from '@xungen/contracts'
import type { CONTENT_ACTIVITIES, EndpointBody } from '@xungen/contracts/endpoints'
import type { Database } from '../../db'
import { argError, notFound } from '../../errors'
import type { ContentActivitiesTable } from './tables'
import './tables'

const DAY_MS = 24 * 3600_000

function toActivity(r: Selectable<ContentActivitiesTable>): ContentActivity {
  return {
    tag: r.tag,
    title: r.title,
    startDate: Number(r.start_at),
    endDate: Number(r.end_at),
    picInfos: JSON.parse(r.pictures) as ActivityPicture[],
    share: { title: r.share_title, description: r.share_description },
    updatedAt: Number(r.updated_at)
  }
}

export class ContentActivities {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number
  ) {}

  private view(a: ContentActivity, now: number): ActivityView {
    const state = activityStateAt(a, now)
    const running = state === 'running'
    return { tag: a.tag, title: a.title, startDate: a.startDate, endDate: a.endDate, now, state, picInfos: running ? a.picInfos : [], share: running ? a.share : null }
  }

  async byTag(tag: string): Promise<ActivityView> {
    const row = await this.db.selectFrom('content_activities').selectAll().where('tag', '=', tag).executeTakeFirst()
    if (!row) throw notFound(ACTIVITY_MESSAGES.notFound)
    return this.view(toActivity(row), this.clock())
  }

  /** spec 4: the activity running now (null when none) */
  async current(): Promise<{ activity: ActivityView | null }> {
    const now = this.clock()
    const rows = await this.db.selectFrom('content_activities').selectAll().where('start_at', '<=', now).where('end_at', '>', now).execute()
    const a = currentActivity(rows.map(toActivity), now)
    return { activity: a ? this.view(a, now) : null }
  }

  async list(): Promise<{ list: ContentActivity[] }> {
    const rows = await this.db.selectFrom('content_activities').selectAll().orderBy('start_at', 'desc').limit(200).execute()
    return { list: rows.map(toActivity) }
  }

  async save(userId: number, tag: string, input: EndpointBody<typeof CONTENT_ACTIVITIES.opsSaveActivity>): Promise<{ list: ContentActivity[] }> {
    // /proxy/content/activities/current is the current activity, not one named so
    if (tag === 'current') throw argError('tag', ACTIVITY_MESSAGES.tag)
    if (input.endDate <= input.startDate) throw argError('endDate', ACTIVITY_MESSAGES.window)
    if (input.endDate - input.startDate > ACTIVITY_WINDOW_MAX_DAYS * DAY_MS) throw argError('endDate', ACTIVITY_MESSAGES.windowTooLong)
    const problem = activityPicturesProblem(input.picInfos)
    if (problem) throw argError('picInfos', problem)
    const values = {
      title: input.title,
      start_at: input.startDate,
      end_at: input.endDate,
      pictures: JSON.stringify(input.picInfos.map(p => ({ url: p.url, alt: p.alt.trim() }))),
      share_title: input.share.title,
      share_description: input.share.description,
      updated_by: userId,
      updated_at: this.clock()
    }
    await this.db
      .insertInto('content_activities')
      .values({ tag, ...values })
      .onConflict(oc => oc.column('tag').doUpdateSet(values))
      .execute()
    return this.list()
  }
}
