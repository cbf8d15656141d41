/**
 * The one component for what a page shows around its data (spec 8.2): loading, the failure (the
 * error view with 重新加载, or the situation's own view for a known answer code), no data yet or an
 * empty list, and a visitor on a page for signed-in people; the page itself once the data is there.
 *
 *   <PageState state={useQuery([...], load)} empty={<NoPerson />} onCode={code => code === 2200 ? <NotPublished /> : null}>
 *     {data => <Report data={data} />}
 *   </PageState>
 *
 * A feature gives its own looks as props (its loading line, its inline failure), never a copy of
 * these branches; the list, detail and form page kinds (ListPage, DetailPage, FormPage) build on it.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { LoadState } from '@/lib/loadState'
import { ApiError } from '@/services/client'
import { messageOf } from '@/services/errors'
import { useSession } from '@/stores/session'
import Button from '../Button'
import ErrorView from '../ErrorView'
import '@/theme/layout.scss'

export const LOADING_TEXT = '加载中…'
export const LOAD_FAILED_TEXT = '加载失败，请稍后重试'

export type Loadable<T> = LoadState<T> & { reload: () => void }

export interface PageStateLook {
  /** shown while loading (default: 加载中… in the theme's state block) */
  loading?: ReactNode
  /** the failure's words when the answer brings none of its own */
  failure?: string
  /** how the usual failure looks (default: the error view with 重新加载) */
  renderFailure?: (message: string, reload: () => void) => ReactNode
  /** a known answer code's own view (not published, not yours, an upgrade offer); null: the usual failure */
  onCode?: (code: number, error: ApiError) => ReactNode
  /** shown when there is no data (null), or when `isEmpty` says so (an empty list) */
  empty?: ReactNode
  /** a page for signed-in people: what a visitor sees instead of the data */
  signedOut?: ReactNode
}

export interface PageStateProps<T> extends PageStateLook {
  state: Loadable<T>
  isEmpty?: (data: NonNullable<T>) => boolean
  children: (data: NonNullable<T>) => ReactNode
}

/** The theme's centred state line (loading, empty, a short failure), in the page column. */
export function StateBlock({ children }: { children: ReactNode }) {
  return (
    <View className='xg-page'>
      <View className='xg-page__state'>{children}</View>
    </View>
  )
}

/** A line of text in a state block inside the page's own column (default: the theme's state line). */
export function stateLine(text: string, className = 'xg-page__state') {
  return (
    <View className={className}>
      <Text>{text}</Text>
    </View>
  )
}

/** A failure's words with 重新加载 under them, inside the page's own column. */
export function failureLine(message: string, reload: () => void, className = 'xg-page__state', label = '重新加载') {
  return (
    <View className={className}>
      <Text>{message}</Text>
      <Button size='s' variant='secondary' onClick={reload}>{label}</Button>
    </View>
  )
}

/** A failure as a line of text with 重新加载 under it, in the theme's state block. */
export function inlineFailure(message: string, reload: () => void, label = '重新加载') {
  return <View className='xg-page'>{failureLine(message, reload, 'xg-page__state', label)}</View>
}

export default function PageState<T>({ state, children, loading, failure = LOAD_FAILED_TEXT, renderFailure, onCode, empty, isEmpty, signedOut }: PageStateProps<T>) {
  const signedIn = useSession(s => Boolean(s.token))
  if (signedOut !== undefined && !signedIn) return <>{signedOut}</>
  if (state.status === 'loading') return <>{loading === undefined ? <StateBlock><Text>{LOADING_TEXT}</Text></StateBlock> : loading}</>
  if (state.status === 'failed') {
    if (onCode && state.error instanceof ApiError) {
      const own = onCode(state.error.code, state.error)
      if (own !== null && own !== undefined && own !== false) return <>{own}</>
    }
    const message = messageOf(state.error, failure)
    return <>{renderFailure ? renderFailure(message, state.reload) : <ErrorView message={message} onReload={state.reload} />}</>
  }
  const data = state.data
  if (data === null || data === undefined) return <>{empty ?? null}</>
  if (isEmpty && empty !== undefined && isEmpty(data as NonNullable<T>)) return <>{empty}</>
  return <>{children(data as NonNullable<T>)}</>
}
