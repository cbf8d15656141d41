/**
 * /d/:token (spec 2.1; 7.3 app_download_trace and receive_info): an app download link someone
 * gave. Its opening is counted (receive_info) and the visitor lands on that app's download page.
 */
import { SHARING } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { downloadPageOf, isShareId } from '../../model/links'
import TokenLanding from '../TokenLanding'

export default function DTokenAction({ token }: { token: string }) {
  const open = isShareId(token) ? async () => downloadPageOf((await call(SHARING.receiveDownloadTrace, { body: { traceId: token } })).app) : null
  return <TokenLanding open={open} what='下载页' />
}
