/**
 * Sharing one's own report (spec 6: a share-link visitor sees one shared report): create a link,
 * copy it, and revoke links already given. The link opens /report with the share_barcode and
 * share_token query; the server answers that report only, and nothing once revoked.
 */
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import dayjs from 'dayjs'
import Button from '@/components/Button'
import { confirm, toast } from '@/components/feedback'
import { report } from '@/features/report/model/api'
import type { ShareLink } from '@/features/report/model/api'
import { messageOf } from '@/services/errors'
import { useLoad } from '@/hooks/useLoad'
import { href } from '@/routes/href'
import { publicOrigin, SHARES_THROUGH_WECHAT, useShareCard } from '@/platform/share'
import { MESSAGES } from '@xungen/contracts'
import { Section } from '../ReportBits'
import './index.scss'

export function shareUrl(link: Pick<ShareLink, 'shareBarcode' | 'shareToken'>, origin: string): string {
  return origin + href('/report', {}, { share_barcode: link.shareBarcode, share_token: link.shareToken })
}

/** links start with the public origin (the server's PUBLIC_BASE_URL), never the mini-program runtime's placeholder */
const origin = publicOrigin

const CARD_TITLE = '邀请你查看我的基因检测报告'

export default function SharePanel({ barcode }: { barcode: string }) {
  const links = useLoad(() => report.shareList(barcode).then(r => r.list), [barcode])
  const [busy, setBusy] = useState(false)
  // the mini-program shares through WeChat: the card opens this report for the receiver with the newest
  // active link, or makes one when there is none (never to Moments: a report is personal)
  const newest = links.status === 'done' ? links.data.filter(l => l.revokedAt === null).sort((a, b) => b.createdAt - a.createdAt)[0] ?? null : null
  useShareCard({
    title: CARD_TITLE,
    url: newest ? shareUrl(newest, '') : '/report',
    pending: newest
      ? undefined
      : async () => {
          const link = await report.shareCreate(barcode)
          links.reload()
          return { title: CARD_TITLE, url: shareUrl(link, '') }
        }
  })

  async function create() {
    setBusy(true)
    try {
      const link = await report.shareCreate(barcode)
      const copied = await Taro.setClipboardData({ data: shareUrl(link, origin()) }).then(() => true, () => false)
      toast(copied ? '链接已复制' : MESSAGES.miniProgram.clipboardFailed)
      links.reload()
    } catch (err) {
      toast(messageOf(err, '分享失败，请重试'))
    } finally {
      setBusy(false)
    }
  }

  async function revoke(token: string) {
    if (!(await confirm('撤销后，持有这个链接的人将无法再查看你的报告。', { confirmText: '撤销', danger: true }))) return
    try {
      await report.shareRevoke(token)
      toast('已撤销')
      links.reload()
    } catch (err) {
      toast(messageOf(err, '撤销失败，请重试'))
    }
  }

  const active = links.status === 'done' ? links.data.filter(l => l.revokedAt === null) : []
  return (
    <Section title='分享报告'>
      <Text className='xg-report-small'>生成一个链接，对方无需登录即可查看这一份报告（不能看到你的其他信息）；你可以随时撤销。</Text>
      {SHARES_THROUGH_WECHAT && <Text className='xg-report-small'>也可以点右上角「···」直接转发给微信好友。</Text>}
      <View className='xg-share__actions'>
        <Button size='s' onClick={create} loading={busy}>生成分享链接</Button>
      </View>
      {active.map(l => (
        <View key={l.shareToken} className='xg-share__link'>
          <Text className='xg-share__url' userSelect>{shareUrl(l, origin())}</Text>
          <View className='xg-share__row'>
            <Text className='xg-report-small'>创建于 {dayjs(l.createdAt).format('YYYY-MM-DD HH:mm')}</Text>
            <Button size='s' variant='ghost' onClick={() => revoke(l.shareToken)}>撤销</Button>
          </View>
        </View>
      ))}
    </Section>
  )
}
