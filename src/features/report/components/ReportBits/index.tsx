/**
 * Pieces every report page shares: the report header (whose report, 示例 in sample mode), the
 * loading and failure states, and the rows of an area's items with their statuses.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { NOT_COVERED_LABEL, REPORT_ITEM_STATUS, REPORT_LOCK_TOAST } from '@xungen/contracts'
import ErrorView from '@/components/ErrorView'
import Link from '@/components/Link'
import { toast } from '@/components/feedback'
import type { ReportHead, ReportListItem } from '@/features/report/model/api'
import { messageOf } from '@/services/errors'
import { ApiError } from '@/services/client'
import { href } from '@/routes/href'
import { useSession } from '@/stores/session'
import { useShareStore } from '@/stores/share'
import { barcodeQuery, rowAction } from '../../model/areas'
import './index.scss'
import { pressKeys } from '@/platform/keys'
import Heading from '@/components/Heading'

/** spec 4 "Sample (demo) mode": demo data is marked 示例 on every page */
export function ReportHeader({ head, title }: { head: ReportHead; title?: string }) {
  // the report layout's person card (ReportPersonCard) names the person and the barcode for a
  // signed-in account: the page's header does not say it a second time
  const signedIn = useSession(s => !!s.token)
  const shareMode = useShareStore(s => s.share !== null)
  const cardNames = signedIn && !shareMode
  return (
    <View className='xg-report-head'>
      {(!cardNames || head.sample) && (
        <View className='xg-report-head__row'>
          {!cardNames && <Text className='xg-report-head__name'>{head.person.name}</Text>}
          {head.sample && <Text className='xg-report-head__sample'>{head.sampleLabel ?? '示例'}</Text>}
        </View>
      )}
      {title && <Text className='xg-report-head__title'>{title}</Text>}
      {head.sample ? (
        <View className='xg-report-head__note'>
          <Text>这是一份示例报告：数据来自公开的千人基因组计划样本（{head.sampleSource}），只用于展示报告的样子，不属于任何用户。</Text>
          <Link to={href('/buy/upgrade')} className='xg-report-head__cta'>购买检测，获得自己的报告</Link>
        </View>
      ) : (
        <Text className='xg-report-head__meta'>{cardNames ? `分析版本 ${head.versions.engine} / 知识库 ${head.versions.kb}` : `条码 ${head.barcode} · 分析版本 ${head.versions.engine} / 知识库 ${head.versions.kb}`}</Text>
      )}
    </View>
  )
}

export function Loading() {
  return (
    <View className='xg-report-state'>
      <Text>加载中…</Text>
    </View>
  )
}

const STATUS_TEXT: Record<string, string> = {
  // spec 4 report status codes in words
  2200: '报告还在生成中，出报告后我们会通知你。',
  4004: '没有找到这份报告。',
  4003: '这份报告没有这个项目。',
  1110: '你的检测产品不包含这部分内容。',
  2700: '升级检测后即可查看这部分内容。'
}

export function Failed({ error, onReload }: { error: unknown; onReload: () => void }) {
  const code = error instanceof ApiError ? error.code : null
  if (code === 2700) {
    return (
      <View className='xg-report-state'>
        <Text>{STATUS_TEXT[2700]}</Text>
        <Link to={href('/buy/upgrade')} className='xg-report-head__cta'>去升级</Link>
      </View>
    )
  }
  const message = code !== null && STATUS_TEXT[code] ? STATUS_TEXT[code] : messageOf(error, '加载失败，请稍后重试')
  return <ErrorView message={message} onReload={onReload} />
}

function rowBadge(item: ReportListItem): { text: string; tone: string } {
  if (item.status === REPORT_ITEM_STATUS.UPGRADE) return { text: '升级解锁', tone: 'upgrade' }
  if (item.status !== REPORT_ITEM_STATUS.NORMAL) return { text: '未解锁', tone: 'lock' }
  if (item.reportStatus === 'unDetected') return { text: NOT_COVERED_LABEL, tone: 'muted' }
  return { text: item.levelLabel ?? '', tone: item.tags.includes('ATTENTION') ? 'attention' : 'normal' }
}

/** spec 3.6 / 4 / 2.15: normal opens the detail, upgrade goes to /buy/upgrade, locked is not a link and shows the toast */
export function ItemRow({ item, barcode }: { item: ReportListItem; barcode: string | null }) {
  const action = rowAction(item, barcodeQuery(barcode))
  const badge = rowBadge(item)
  const body: ReactNode = (
    <>
      <View className='xg-report-row__main'>
        <Text className='xg-report-row__title'>{item.title}</Text>
        <Text className='xg-report-row__summary'>{item.summary}</Text>
      </View>
      <Text className={`xg-report-row__badge xg-report-row__badge--${badge.tone}`}>{badge.text}</Text>
    </>
  )
  if (action.kind === 'locked') {
    return (
      <View {...pressKeys()} ariaRole='button' className='xg-report-row xg-report-row--locked' onClick={() => toast(item.lockDescription ?? REPORT_LOCK_TOAST)}>
        {body}
      </View>
    )
  }
  return (
    <Link to={action.to} className='xg-report-row'>
      {body}
    </Link>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View className='xg-report-section'>
      <Heading level={2} className='xg-report-section__title'>{title}</Heading>
      {children}
    </View>
  )
}
