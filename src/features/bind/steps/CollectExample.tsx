/** /user/persons/bind/collect-example (spec 2.12): how to collect the saliva, step by step. */
import { Text, View } from '@tarojs/components'
import WizardStep from '../components/WizardStep'
import { COLLECT_CAUTIONS, COLLECT_STEPS } from '../model/collect'
import { useWizardStep } from '../wizard'

export default function CollectExample() {
  const step = useWizardStep('collect-example')
  return (
    <WizardStep
      name='collect-example'
      title='唾液采集示范'
      description='采样前 30 分钟内请勿进食、饮水、吸烟、嚼口香糖或刷牙。'
      primary={{ label: '我已完成采集', onClick: () => step.next() }}
    >
      <View className='xg-wizard__steps'>
        {COLLECT_STEPS.slice(1).map((s, i) => (
          <View key={s} className='xg-wizard__step-item'>
            <Text className='xg-wizard__step-no'>{i + 1}</Text>
            <Text>{s}</Text>
          </View>
        ))}
      </View>
      {COLLECT_CAUTIONS.map(c => (
        <Text key={c} className='xg-wizard__note'>· {c}</Text>
      ))}
    </WizardStep>
  )
}
