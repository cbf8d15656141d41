// /fission/fission-success (spec 2.13, web-view): a friend's help went through; code in src/features/activities/.
import { definePage, type PageProps } from '@/shell/definePage'
import { FissionSuccess } from '@/features/activities/components/Fission'

function Page({ location }: PageProps) {
  const q = location.query
  const key = /^(\d{1,9}|[a-z][a-z0-9-]{1,31})$/.test(q.key ?? '') ? q.key! : 'hearing'
  return <FissionSuccess activityKey={key} inviter={q.inviter} helpers={q.helpers} needed={q.needed} />
}

export default definePage(Page)
