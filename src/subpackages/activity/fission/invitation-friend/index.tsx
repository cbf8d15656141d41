// /fission/invitation-friend (spec 2.13, web-view): the inviter's code and helpers; code in src/features/activities/.
import { definePage, type PageProps } from '@/shell/definePage'
import { InvitationFriend } from '@/features/activities/components/Fission'

function Page({ location }: PageProps) {
  const key = /^(\d{1,9}|[a-z][a-z0-9-]{1,31})$/.test(location.query.key ?? '') ? location.query.key! : 'hearing'
  return <InvitationFriend activityKey={key} path={location.path + location.search} />
}

export default definePage(Page, { share: {} })
