/**
 * Activities (issue 26 item 5; spec 2.1 /activity/*, 2.21 /report/activity/share): an activity
 * page shows its three pictures, its text (the content document `activity/<tag>`) and its share
 * scene only inside its window (the server says the state by its clock); before, when it starts;
 * after, that it has ended. A tag staff never set up as an activity is a static topic page: its
 * published text, or "not there". The share landing shows the current activity (spec 4).
 */
import { Image, Text, View } from '@tarojs/components'
import { ACTIVITY_MESSAGES, chinaDateTime, CODES, type ActivityView } from '@xungen/contracts'
import { CONTENT_ACTIVITIES } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { API_ORIGIN } from '@/config/env'
import { useQuery } from '@/hooks/useQuery'
import { useShareCard } from '@/platform/share'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import ContentView from '../ContentView'
import './index.scss'

export const ACTIVITY_TAG = /^[a-z0-9][a-z0-9-]{0,47}$/

/** the page of an activity: the named routes for the two that have one */
export function activityPath(tag: string): string {
  if (tag === 'anniversary') return '/activity/anniversary'
  if (tag === 'national-card') return '/activity/national-card'
  return `/activity/${tag}`
}

const pictureSrc = (url: string) => (process.env.TARO_ENV === 'weapp' ? API_ORIGIN + url : url)

function Missing() {
  return (
    <View className='xg-content'>
      <Text className='xg-content__empty'>活动不存在或已结束。</Text>
      <Link to={href('/')}>返回首页</Link>
    </View>
  )
}

function Pictures({ activity }: { activity: ActivityView }) {
  return (
    <View className='xg-activity__pictures'>
      {activity.picInfos.map(p => (
        <Image key={p.url} className='xg-activity__picture' src={pictureSrc(p.url)} mode='widthFix' nativeProps={{ alt: p.alt }} ariaRole='img' ariaLabel={p.alt} />
      ))}
    </View>
  )
}

function Running({ activity }: { activity: ActivityView }) {
  useShareCard(activity.share ? { title: activity.share.title, url: activityPath(activity.tag), imageUrl: activity.picInfos[0] ? pictureSrc(activity.picInfos[0].url) : undefined, timeline: true } : null)
  return (
    <View className='xg-activity' data-activity={activity.tag} data-state='running'>
      <Text className='xg-activity__title'>{activity.title}</Text>
      <Text className='xg-activity__window'>{`活动时间：${chinaDateTime(activity.startDate)} 至 ${chinaDateTime(activity.endDate)}`}</Text>
      <Pictures activity={activity} />
      <ContentView contentKey={`activity/${activity.tag}`} showTitle={false} />
      {activity.share && (
        <View className='xg-activity__share'>
          <Text className='xg-activity__share-title'>{activity.share.title}</Text>
          <Text className='xg-activity__share-text'>{activity.share.description}</Text>
        </View>
      )}
    </View>
  )
}

function NotRunning({ activity }: { activity: ActivityView }) {
  const upcoming = activity.state === 'upcoming'
  return (
    <View className='xg-activity' data-activity={activity.tag} data-state={activity.state}>
      <Text className='xg-activity__title'>{activity.title}</Text>
      <Text className='xg-activity__notice'>{upcoming ? `${ACTIVITY_MESSAGES.upcoming}，开始时间：${chinaDateTime(activity.startDate)}` : ACTIVITY_MESSAGES.ended}</Text>
      <Link to={href('/')}>返回首页</Link>
    </View>
  )
}

export default function ActivityPage({ tag }: { tag: string }) {
  const valid = ACTIVITY_TAG.test(tag)
  const state = useQuery(['content', 'activity', tag], () => (valid ? call(CONTENT_ACTIVITIES.activity, { params: { tag } }) : Promise.resolve(null)))
  if (!valid) return <Missing />
  return (
    <PageState state={state} onCode={code => (code === CODES.NOT_FOUND ? <ContentView contentKey={`activity/${tag}`} fallback={<Missing />} /> : null)}>
      {a => (a === null ? <Missing /> : a.state === 'running' ? <Running activity={a} /> : <NotRunning activity={a} />)}
    </PageState>
  )
}

/** /activity/share, /report/activity/share: the current activity's share scene (spec 4) */
export function CurrentActivityShare() {
  const state = useQuery(['content', 'activity', 'current'], () => call(CONTENT_ACTIVITIES.activitiesCurrent))
  return (
    <PageState state={state}>
      {({ activity }) =>
        activity ? (
          <View className='xg-activity' data-activity={activity.tag} data-state='running'>
            <Text className='xg-activity__title'>{activity.share?.title ?? activity.title}</Text>
            <Text className='xg-activity__share-text'>{activity.share?.description}</Text>
            <Text className='xg-activity__window'>{`活动时间：${chinaDateTime(activity.startDate)} 至 ${chinaDateTime(activity.endDate)}`}</Text>
            <Pictures activity={activity} />
            <Button block to={activityPath(activity.tag)}>查看活动</Button>
          </View>
        ) : (
          <View className='xg-activity'>
            <Text className='xg-activity__notice'>{ACTIVITY_MESSAGES.none}</Text>
            <Link to={href('/')}>返回首页</Link>
          </View>
        )
      }
    </PageState>
  )
}
