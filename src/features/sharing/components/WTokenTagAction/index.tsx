/**
 * /w/:token/:tag? (spec 2.1; 7.3 wechat unify_share and receive_info): a page of this site that
 * someone shared (the tag is the channel: WeChat friend, Moments, a copied link, a QR code). Its
 * opening is counted and the visitor lands on the shared page.
 */
import { SHARING } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { isShareId, sharedPathOrHome } from '../../model/links'
import TokenLanding from '../TokenLanding'

export default function WTokenTagAction({ token }: { token: string; tag?: string }) {
  const open = isShareId(token) ? async () => sharedPathOrHome((await call(SHARING.receiveShare, { body: { shareId: token } })).path) : null
  return <TokenLanding open={open} what='分享的页面' />
}
