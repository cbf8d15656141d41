/** The drug pages' plain statement that the chip cannot test HLA-B*15:02 and HLA-B*58:01 (model/untestedDrugs.ts). */
import { Text, View } from '@tarojs/components'
import { UNTESTED_HLA_DRUGS, UNTESTED_HLA_SUMMARY } from '../../model/untestedDrugs'
import { Citations } from '../ItemDetail'
import { Section } from '../ReportBits'

export default function UntestedDrugs() {
  return (
    <Section title='本芯片不能检测：卡马西平、奥卡西平、别嘌醇相关的HLA基因'>
      <View className='xg-untested-drugs'>
        {UNTESTED_HLA_DRUGS.map(d => (
          <View key={d.key} className='xg-item__level'>
            <Text className='xg-item__level-label'>{d.drugs}：{d.allele}</Text>
            <Text className='xg-report-small'>{d.advice}</Text>
          </View>
        ))}
        <Text className='xg-report-p'>{UNTESTED_HLA_SUMMARY}</Text>
        <Citations citations={UNTESTED_HLA_DRUGS.map(d => d.citation)} />
      </View>
    </Section>
  )
}
