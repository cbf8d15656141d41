/**
 * The lock-detail pages (spec 2.9 /report/disease/lock-detail/:id?, /report/traits/lock-detail/:id?):
 * what a not-yet-unlocked item measures, from the knowledge base (no result of anyone), and how to
 * unlock it.
 */
import { Text, View } from '@tarojs/components'
import { HEALTH_GUIDANCE, REPORT_LOCK_TOAST, type HealthArea } from '@xungen/contracts'
import Button from '@/components/Button'
import { href } from '@/routes/href'
import { EVIDENCE_TEXT } from '../../model/evidence'
import { useItemIntro } from '../../hooks/useReport'
import { Citations } from '../ItemDetail'
import { Failed, Loading, Section } from '../ReportBits'
import '../ItemDetail/index.scss'

export default function LockDetail({ area, id }: { area: HealthArea; id?: string }) {
  const state = useItemIntro(id)
  if (state.status === 'loading') return <Loading />
  if (state.status === 'failed') return <Failed error={state.error} onReload={state.reload} />
  const it = state.data
  return (
    <View className='xg-report-page xg-item'>
      <Text className='xg-item__title'>{it.title}</Text>
      <Text className='xg-report-p'>{it.summary}</Text>
      <View className='xg-item__result xg-item__result--muted'>
        <Text className='xg-item__label'>未解锁</Text>
        <Text className='xg-report-p'>{REPORT_LOCK_TOAST}。升级检测无需重新采样，升级后即可看到你的结果。</Text>
        <Button to={href('/buy/upgrade')}>去升级</Button>
      </View>
      <Section title='检测内容'>
        <Text className='xg-report-p'>涉及基因：{it.genes.join('、')}；位点：{it.markers.map(m => m.rsid).join('、')}</Text>
        <Text className='xg-report-p'>{it.detail}</Text>
      </Section>
      <Section title='可能的结果'>
        {it.levels.map(l => (
          <View key={l.key} className='xg-item__level'>
            <Text className='xg-item__level-label'>{l.label}</Text>
            <Text className='xg-report-small'>{l.text}</Text>
          </View>
        ))}
      </Section>
      <Section title='这个结果不意味着什么'>
        <Text className='xg-report-p'>{HEALTH_GUIDANCE[it.category ?? area].notMeaning}</Text>
      </Section>
      <Section title={`证据等级：${EVIDENCE_TEXT[it.evidence.level].label}`}>
        <Text className='xg-report-small'>{EVIDENCE_TEXT[it.evidence.level].text}</Text>
        <Citations citations={it.evidence.citations} />
      </Section>
    </View>
  )
}
