/**
 * Sharing one's own report (spec 6: a share-link visitor sees one shared report): create a link
 * that works 7 days, 30 days (the default) or until revoked (issue 20 item 7), copy it, and
 * revoke links already given. The link opens /report with the share_barcode and share_token
 * query; the server answers that report only, and nothing once revoked or expired.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import dayjs from 'dayjs'
import { SHARE_VALIDITIES, SHARE_VALIDITY_DEFAULT, SHARE_VALIDITY_LABELS, shareExpiryText, shareIsActive, shareTokenLink, type ShareValidity } from '@xungen/contracts'
import Button from '@/components/Button'
import ChoiceList from '@/components/ChoiceList'
import { confirm, toast } from '@/components/feedback'
import { report } from '@/features/report/model/api'
import type { ShareLink } from '@/features/report/model/api'
import { inToast, useSubmit } from '@/hooks/useSubmit'
import { useLoad } from '@/hooks/useLoad'
import { href } from '@/routes/href'
import { publicOrigin, SHARES_THROUGH_WECHAT, useShareCard } from '@/platform/share'
import { Section } from '../ReportBits'
import './index.scss'
import { copyText } from '@/platform/clipboard'

/** the report's page in share mode (the mini-program's card opens it directly) */
export function shareUrl(link: Pick<ShareLink, 'shareBarcode' | 'shareToken'>, origin: string): string {
  return origin + href('/report', {}, { share_barcode: link.shareBarcode, share_token: link.shareToken })
}

/** the link given to other people: the token's short link /s/:token (spec 2.1), which opens shareUrl */
export function shortLink(link: Pick<ShareLink, 'shareToken'>): string {
  return shareTokenLink(origin(), link.shareToken)
}

/** links start with the public origin (the server's PUBLIC_BASE_URL), never the mini-program runtime's placeholder */
const origin = publicOrigin

const CARD_TITLE = '邀请你查看我的基因检测报告'

export default function SharePanel({ barcode }: { barcode: string }) {
  const links = useLoad(() => report.shareList(barcode).then(r => r.list), [barcode])
  const creating = useSubmit(async (chosen: ShareValidity) => {
    const link = await report.shareCreate(barcode, chosen)
    toast((await copyText(shortLink(link), '链接已复制')).message)
    links.reload()
  }, { failure: '分享失败，请重试', onError: inToast })
  const busy = creating.busy
  const [validity, setValidity] = useState<ShareValidity>(SHARE_VALIDITY_DEFAULT)
  // the mini-program shares through WeChat: the card opens this report for the receiver with the newest
  // active link, or makes one when there is none (never to Moments: a report is personal)
  const newest = links.status === 'done' ? links.data.filter(l => shareIsActive(l, Date.now())).sort((a, b) => b.createdAt - a.createdAt)[0] ?? null : null
  useShareCard({
    title: CARD_TITLE,
    url: newest ? shareUrl(newest, '') : '/report',
    pending: newest
      ? undefined
      : async () => {
          const link = await report.shareCreate(barcode, SHARE_VALIDITY_DEFAULT)
          links.reload()
          return { title: CARD_TITLE, url: shareUrl(link, '') }
        }
  })

  const create = () => creating.run(validity)

  const revoking = useSubmit(async (token: string) => {
    await report.shareRevoke(token)
    toast('已撤销')
    links.reload()
  }, { failure: '撤销失败，请重试', onError: inToast })

  async function revoke(token: string) {
    if (revoking.busy || !(await confirm('撤销后，持有这个链接的人将无法再查看你的报告。', { confirmText: '撤销', danger: true }))) return
    await revoking.runFor(token, token)
  }

  const now = Date.now()
  const active = links.status === 'done' ? links.data.filter(l => shareIsActive(l, now)) : []
  return (
    <Section title='分享报告'>
      <Text className='xg-report-small'>生成一个链接，对方无需登录即可查看这一份报告（不能看到你的其他信息）；到期后链接自动失效，你也可以随时撤销。</Text>
      <Text className='xg-report-small'>链接有效期</Text>
      <ChoiceList layout='chips' name='share-validity' choices={SHARE_VALIDITIES.map(key => ({ key, label: SHARE_VALIDITY_LABELS[key] }))} value={validity} onChange={setValidity} />
      {SHARES_THROUGH_WECHAT && <Text className='xg-report-small'>也可以点右上角「···」直接转发给微信好友。</Text>}
      <View className='xg-share__actions'>
        <Button size='s' onClick={create} loading={busy}>生成分享链接</Button>
      </View>
      {active.map(l => (
        <View key={l.shareToken} className='xg-share__link'>
          <Text className='xg-share__url' userSelect>{shortLink(l)}</Text>
          <View className='xg-share__row'>
            <Text className='xg-report-small'>{`创建于 ${dayjs(l.createdAt).format('YYYY-MM-DD HH:mm')} · ${shareExpiryText(l.expiresAt)}`}</Text>
            <Button size='s' variant='ghost' loading={revoking.busyFor(l.shareToken)} onClick={() => void revoke(l.shareToken)}>撤销</Button>
          </View>
        </View>
      ))}
    </Section>
  )
}

/**
 * What a share-link visitor reads above the shared report (issue 20 item 7): that it is a shared
 * report and until when the link works, in China time.
 */
export function SharedLinkNote() {
  const info = useLoad(() => report.shareInfo(), [])
  if (info.status !== 'done') return null
  return <Text className='xg-report-small xg-share__validity'>{`这是一份分享的报告 · ${shareExpiryText(info.data.expiresAt)}`}</Text>
}
