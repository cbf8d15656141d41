/**
 * The report home (spec 2.9 /report, 2.14 report layout): whose report, 示例 in sample mode,
 * the health areas with their counts and attention items, and the ancestry summary when the
 * product includes it. Gene kin matching is hidden for sample data (spec 2.15).
 */
import { Text, View } from '@tarojs/components'
import { NOT_COVERED_COUNT, reportCoverage } from '@xungen/contracts'
import Link from '@/components/Link'
import type { ReportHome as Home } from '@/features/report/model/api'
import { href } from '@/routes/href'
import { AREA_ORDER, areaListPath, barcodeQuery } from '../../model/areas'
import { useReportHome, useSelectedBarcode } from '../../hooks/useReport'
import { Failed, Loading, ReportHeader, Section } from '../ReportBits'
import SharePanel, { SharedLinkNote } from '../SharePanel'
import { useSession } from '@/stores/session'
import { useShareStore } from '@/stores/share'
import './index.scss'

export function AreaCards({ home, barcode }: { home: Home; barcode: string | null }) {
  const areas = home.homeData.health?.areas ?? []
  const byKey = new Map(areas.map(a => [a.key, a]))
  return (
    <View className='xg-report-areas'>
      {AREA_ORDER.map(key => byKey.get(key)).filter(a => a && a.total > 0).map(a => (
        <Link key={a!.key} to={areaListPath(a!.key, barcodeQuery(barcode))} className='xg-report-area'>
          <Text className='xg-report-area__name'>{a!.name}</Text>
          <Text className='xg-report-area__count'>{a!.total} 项</Text>
          <Text className='xg-report-area__detail'>
            {a!.attention > 0 ? `${a!.attention} 项值得关注` : '无特别关注项'}
            {a!.locked > 0 ? ` · ${a!.locked} 项待解锁` : ''}
            {a!.undetected > 0 ? ` · ${NOT_COVERED_COUNT(a!.undetected)}` : ''}
          </Text>
        </Link>
      ))}
    </View>
  )
}

/** a file that covers few of the report's items says so, and why items are locked (contracts' coverage rule) */
export function CoverageBanner({ home }: { home: Home }) {
  const areas = home.homeData.health?.areas ?? []
  const sum = (f: (a: (typeof areas)[number]) => number) => areas.reduce((n, a) => n + f(a), 0)
  const { banner } = reportCoverage({ total: sum(a => a.total), notCovered: sum(a => a.undetected), locked: sum(a => a.locked) })
  if (!banner) return null
  return (
    <View className='xg-report-coverage'>
      <Text className='xg-report-coverage__title'>数据覆盖说明</Text>
      <Text className='xg-report-p'>{banner}</Text>
    </View>
  )
}

export default function ReportHome() {
  const state = useReportHome()
  const urlBarcode = useSelectedBarcode()
  const signedIn = useSession(s => !!s.token)
  const shareMode = useShareStore(s => s.share !== null)
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const home = state.data
  const barcode = urlBarcode ?? (home.sample ? null : home.barcode)
  const q = barcodeQuery(barcode)
  const anc = home.homeData.ancestry
  return (
    <View className='xg-report-page'>
      <ReportHeader head={home} title={home.product.name ? `${home.product.name}报告` : '我的报告'} />
      {shareMode && <SharedLinkNote />}
      <View className='xg-report-home__links'>
        <Link to={href('/report/overview', {}, q)} className='xg-report-link'>报告总览</Link>
        <Link to={href('/report/search', {}, q)} className='xg-report-link'>搜索项目</Link>
        <Link to={href('/report/explain/detection-explain')} className='xg-report-link'>检测说明</Link>
        <Link to={href('/report/electronic-report', {}, q)} className='xg-report-link'>电子报告</Link>
        <Link to={href('/topics')} className='xg-report-link'>基因知识</Link>
      </View>
      <CoverageBanner home={home} />
      {home.homeData.health && (
        <Section title={`健康报告 · ${home.homeData.health.healthItems} 项`}>
          <AreaCards home={home} barcode={barcode} />
        </Section>
      )}
      {anc && (
        <Section title='祖源'>
          {anc.composition.length > 0 && (
            <Text className='xg-report-p'>祖源构成：{anc.composition.slice(0, 4).map(c => `${c.regionZh} ${c.percent}%`).join('，')}</Text>
          )}
          {anc.y && <Text className='xg-report-p'>父系单倍群：{anc.y.haplogroup}</Text>}
          {anc.mt && <Text className='xg-report-p'>母系单倍群：{anc.mt.haplogroup}</Text>}
          <Link to={href('/report/ancestry', {}, q)} className='xg-report-link'>查看祖源报告</Link>
        </Section>
      )}
      {!home.sample && signedIn && !shareMode && <SharePanel barcode={home.barcode} />}
      {!home.sample && !shareMode && home.gadgetsShowStatus?.geneRelatives && (
        <Section title='基因亲人'>
          <Text className='xg-report-p'>与你共享 DNA 片段的人。</Text>
          <Link to={href('/report/gene-relatives', {}, q)} className='xg-report-link'>查看基因亲人</Link>
        </Section>
      )}
    </View>
  )
}
