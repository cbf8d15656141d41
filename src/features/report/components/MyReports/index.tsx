/**
 * /report-v2 (spec 2.1 "我的报告", kept alive by 2.14): every report of the account in one list,
 * whatever the product (spec 7.3 detection product infos: suit, barcode): each detection of the
 * caller's tested persons and of persons shared with them, with whose it is and whether its
 * report is out; a report that is out opens its own page (a chip report its home, a non-chip
 * test its result page). A visitor, or an account without any report yet, sees the sample
 * report marked 示例 (spec 4).
 */
import { Text, View } from '@tarojs/components'
import { reportPageOf } from '@xungen/contracts'
import Link from '@/components/Link'
import { useLoad } from '@/hooks/useLoad'
import { href, queryString } from '@/routes/href'
import { useSession } from '@/stores/session'
import { report, type DetectionInfo } from '../../model/api'
import { Failed, Loading, Section } from '../ReportBits'
import '@/theme/layout.scss'
import '../ReportHome/index.scss'
import './index.scss'

/** the page a detection's report opens on (the sample: the report home in sample mode) */
export function reportLinkOf(d: Pick<DetectionInfo, 'product' | 'barcode'>, sample: boolean): string {
  return reportPageOf(d.product.type) + (sample ? '' : queryString({ barcode: d.barcode }))
}

function Row({ d, sample }: { d: DetectionInfo; sample: boolean }) {
  const body = (
    <>
      <View className='xg-report-row__main'>
        <Text className='xg-report-row__title'>{d.product.name}</Text>
        <Text className='xg-report-row__summary'>{`${d.personName}${d.isShare ? '（他人共享）' : ''} · 条码 ${d.barcode}`}</Text>
      </View>
      <Text className={`xg-report-row__badge xg-report-row__badge--${d.hasReport ? 'normal' : 'muted'}`}>{sample ? '示例' : d.hasReport ? '查看报告' : '检测中'}</Text>
    </>
  )
  if (!d.hasReport) return <View className='xg-report-row xg-my-reports__pending'>{body}</View>
  return (
    <Link to={reportLinkOf(d, sample)} className='xg-report-row'>
      {body}
    </Link>
  )
}

export default function MyReports() {
  const token = useSession(s => s.token)
  const state = useLoad(() => report.detectionProductInfos(), [token])
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const { sample, list } = state.data
  const shown = sample ? list.filter(d => d.sampleLabel || !token) : list
  const pending = sample && token ? list.filter(d => !d.hasReport) : []
  return (
    <View className='xg-page xg-report-page xg-my-reports'>
      {sample && (
        <View className='xg-report-coverage'>
          <Text className='xg-report-coverage__title'>示例报告</Text>
          <Text className='xg-report-p'>{token ? '你还没有已出的报告，下面是示例报告，帮助你了解报告的内容。' : '登录后查看你的报告；下面是示例报告，帮助你了解报告的内容。'}</Text>
        </View>
      )}
      <Section title={sample ? '示例' : `我的报告 · ${list.length} 份`}>
        {shown.map(d => <Row key={d.barcode} d={d} sample={sample} />)}
        {sample && token && shown.length === 0 && <Row d={{ suit: 'SAMPLE', barcode: 'SAMPLE', product: { id: 'sample', type: 'SAMPLE', name: '健康与祖源（示例）', supportSubmodules: [], needUpdate: false, isOnlineProduct: false, primerIdentification: '' }, hasReport: true, personName: '示例', sampleLabel: '示例' }} sample />}
      </Section>
      {pending.length > 0 && (
        <Section title='检测中'>
          {pending.map(d => <Row key={d.barcode} d={d} sample={false} />)}
        </Section>
      )}
      <View className='xg-report-home__links'>
        {!token && <Link to={href('/auth/signin', {}, { from: '/report-v2' })} className='xg-report-link'>登录查看我的报告</Link>}
        <Link to={href('/user/persons/bind')} className='xg-report-link'>绑定采样盒</Link>
        <Link to={href('/shop/gene')} className='xg-report-link'>购买检测</Link>
      </View>
    </View>
  )
}
