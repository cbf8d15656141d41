/** Pieces the balance, invoice and activity pages share: the 示例 badge, a sign-in prompt, their look around loading data, a rule list. */
import { Text, View } from '@tarojs/components'
import { chinaDate, chinaDateTime, SAMPLE_MARK } from '@xungen/contracts'
import Button from '@/components/Button'
import type { PageStateLook } from '@/components/PageState'
import { href } from '@/routes/href'
import '@/theme/money.scss'

export function SampleBadge({ sample }: { sample: boolean }) {
  return sample ? <Text className='xg-sample-badge'>{SAMPLE_MARK}</Text> : null
}

export function SignInPrompt({ from, what }: { from: string; what: string }) {
  return (
    <View className='xg-money'>
      <View className='xg-money__state'>
        <Text>{`登录后${what}`}</Text>
        <Button size='s' to={href('/auth/signin', {}, { from })}>去登录</Button>
      </View>
    </View>
  )
}

/** how these pages look around their data (components/PageState): loading and an inline failure with 重新加载 */
export function moneyStates(): PageStateLook {
  return {
    loading: <View className='xg-money'><View className='xg-money__state'><Text>加载中…</Text></View></View>,
    failure: '加载失败',
    renderFailure: (message, reload) => (
      <View className='xg-money'>
        <View className='xg-money__state'>
          <Text>{message}</Text>
          <Button size='s' variant='secondary' onClick={reload}>重新加载</Button>
        </View>
      </View>
    )
  }
}

export function RuleList({ rules }: { rules: readonly string[] }) {
  return (
    <View className='xg-money__list'>
      {rules.map((r, i) => (
        <Text key={i} className='xg-money__list-item'>{`${i + 1}. ${r}`}</Text>
      ))}
    </View>
  )
}

export const dateText = chinaDate
export const timeText = chinaDateTime
