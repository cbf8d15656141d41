/**
 * /s/:token (spec 2.1; 7.3 share tokens by type): a share link. The server says what the token
 * opens (one report of the sharer's, 4004 once revoked or past its end); the visitor lands on
 * that report's page in share mode (share_barcode and share_token in its query, spec 6).
 */
import { SHARING } from '@xungen/contracts/endpoints'
import { call } from '@/services/call'
import { isShareToken, sharedReportUrl } from '../../model/links'
import TokenLanding from '../TokenLanding'

export default function STokenAction({ token }: { token: string }) {
  const open = isShareToken(token) ? async () => sharedReportUrl(await call(SHARING.resolveToken, { params: { token } }), token) : null
  return <TokenLanding open={open} what='分享的报告' />
}
