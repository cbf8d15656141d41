/** Pieces the balance, invoice and activity pages share: the 示例 badge, a sign-in prompt, loading and failure, a rule list. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { chinaDate, chinaDateTime, SAMPLE_MARK } from '@xungen/contracts'
import Button from '@/components/Button'
import type { LoadState } from '@/hooks/useLoad'
import { href } from '@/routes/href'
import { messageOf } from '@/services/errors'
import '../money.scss'

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

/** loading, the error view with 重新加载, or the page */
export function Loaded<T>({ state, children, failure = '加载失败' }: { state: LoadState<T> & { reload: () => void }; children: (data: T) => ReactNode; failure?: string }) {
  if (state.status === 'loading') return <View className='xg-money'><View className='xg-money__state'><Text>加载中…</Text></View></View>
  if (state.status === 'failed')
    return (
      <View className='xg-money'>
        <View className='xg-money__state'>
          <Text>{messageOf(state.error, failure)}</Text>
          <Button size='s' variant='secondary' onClick={state.reload}>重新加载</Button>
        </View>
      </View>
    )
  return <>{children(state.data)}</>
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
