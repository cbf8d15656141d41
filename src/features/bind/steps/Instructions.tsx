/** /user/persons/bind/instructions (spec 2.12; public, spec 2.18): how to collect and send the saliva sample. */
import { Text, View } from '@tarojs/components'
import { useSession } from '@/stores/session'
import WizardStep from '../components/WizardStep'
import { COLLECT_STEPS, COLLECT_CAUTIONS } from '../model/collect'

export default function Instructions() {
  const authed = useSession(s => Boolean(s.token))
  return (
    <WizardStep
      name='instructions'
      noKit
      title='采样说明'
      description='请在采样前 30 分钟内不要进食、饮水、吸烟、嚼口香糖或刷牙。'
      primary={{ label: authed ? '去绑定采样器' : '登录后绑定采样器', to: '/user/persons/bind' }}
    >
      <View className='xg-wizard__steps'>
        {COLLECT_STEPS.map((s, i) => (
          <View key={s} className='xg-wizard__step-item'>
            <Text className='xg-wizard__step-no'>{i + 1}</Text>
            <Text>{s}</Text>
          </View>
        ))}
      </View>
      <Text className='xg-wizard__note'>注意事项</Text>
      {COLLECT_CAUTIONS.map(c => (
        <Text key={c} className='xg-wizard__note'>· {c}</Text>
      ))}
    </WizardStep>
  )
}
