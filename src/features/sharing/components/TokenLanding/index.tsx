/**
 * The page of a token link (spec 2.1 `{token}` routes): asks the server what the token opens and
 * goes there in place of this page; a link that no longer works (unknown, revoked, past its end)
 * says so plainly with a way home, never an empty page.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { CODES, SHARING_MESSAGES } from '@xungen/contracts'
import Button from '@/components/Button'
import ErrorView from '@/components/ErrorView'
import { goHome, redirect } from '@/navigation'
import { ApiError } from '@/services/client'
import './index.scss'

type State = { kind: 'opening' } | { kind: 'invalid' } | { kind: 'failed'; message: string }

/** `open`: the URL of this site the token leads to; null when the token is malformed */
export default function TokenLanding({ open, what }: { open: (() => Promise<string>) | null; what: string }) {
  const [state, setState] = useState<State>(open ? { kind: 'opening' } : { kind: 'invalid' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!open) return
    let live = true
    setState({ kind: 'opening' })
    open().then(
      url => {
        if (live) void redirect(url)
      },
      (err: unknown) => {
        if (!live) return
        const gone = err instanceof ApiError && (err.code === CODES.REPORT_NOT_FOUND || err.code === CODES.ARG_ERROR)
        setState(gone ? { kind: 'invalid' } : { kind: 'failed', message: err instanceof Error && err.message ? err.message : '打开失败，请稍后重试' })
      }
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  if (state.kind === 'failed') return <ErrorView message={state.message} onReload={() => setAttempt(a => a + 1)} />
  if (state.kind === 'invalid') {
    return (
      <View className='xg-token-landing' data-testid='token-invalid'>
        <Text className='xg-token-landing__title'>链接已失效</Text>
        <Text className='xg-token-landing__text'>{SHARING_MESSAGES.linkInvalid}。如需查看，请联系分享人重新分享。</Text>
        <Button onClick={() => void goHome()}>返回首页</Button>
      </View>
    )
  }
  return (
    <View className='xg-token-landing'>
      <Text className='xg-token-landing__text'>正在打开{what}…</Text>
    </View>
  )
}
