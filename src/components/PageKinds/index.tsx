/**
 * The page kinds of the route table (src/routes/types.ts PageKind) that show loaded data or send
 * a form, as components: a new page of the kind fills in what is its own (the item, the detail,
 * the fields) and gets loading, failure, empty and signed-out from PageState, and the busy button
 * and the failure line from useSubmit. `npm run pages:scaffold -- <pattern>` writes pages on them.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Button from '../Button'
import PageState, { StateBlock, type Loadable, type PageStateLook } from '../PageState'
import '@/theme/layout.scss'

export const EMPTY_LIST_TEXT = '暂无内容'

const cls = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base)

export interface ListPageProps<T> extends PageStateLook {
  state: Loadable<readonly T[]>
  /** the page's own class (BEM block), beside the theme's page column */
  className?: string
  /** said when the list is empty (default 暂无内容) */
  emptyText?: string
  /** above the list (an intro line, a filter) */
  header?: ReactNode
  children: (item: T, index: number) => ReactNode
}

/** A list: the page column, each item as the page draws it; 暂无内容 when there is none. */
export function ListPage<T>({ state, className, emptyText = EMPTY_LIST_TEXT, header, children, empty, ...look }: ListPageProps<T>) {
  return (
    <PageState {...look} state={state} isEmpty={list => list.length === 0} empty={empty ?? <StateBlock><Text>{emptyText}</Text></StateBlock>}>
      {list => (
        <View className={cls('xg-page', className)}>
          {header}
          {list.map((item, i) => children(item as T, i))}
        </View>
      )}
    </PageState>
  )
}

export interface DetailPageProps<T> extends PageStateLook {
  state: Loadable<T>
  className?: string
  children: (data: NonNullable<T>) => ReactNode
}

/** One thing shown whole: the page column around what the page draws from its data. */
export function DetailPage<T>({ state, className, children, ...look }: DetailPageProps<T>) {
  return (
    <PageState {...look} state={state}>
      {data => <View className={cls('xg-page', className)}>{children(data)}</View>}
    </PageState>
  )
}

export interface FormPageProps {
  className?: string
  /** the fields */
  children: ReactNode
  /** the form's failure line (useSubmit's error, or useFormErrors' form message) */
  error?: string | null
  busy: boolean
  submitLabel: string
  onSubmit: () => void
  /** under the button (an agreement, a link) */
  footer?: ReactNode
}

/** A form: its fields, its failure line and its one submit button, busy while it sends. */
export function FormPage({ className, children, error, busy, submitLabel, onSubmit, footer }: FormPageProps) {
  return (
    <View className={cls('xg-page', className)}>
      {children}
      {error ? <Text className='xg-page__error'>{error}</Text> : null}
      <Button block size='l' loading={busy} onClick={onSubmit}>{submitLabel}</Button>
      {footer}
    </View>
  )
}
