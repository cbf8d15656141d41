/** What every family-tree page shows around its data. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import ErrorView from '@/components/ErrorView'
import type { PageStateLook } from '@/components/PageState'
import { messageOf } from '@/services/errors'
import './familyTree.scss'

export function Page({ title, sub, children }: { title: string; sub?: string; children: ReactNode }) {
  return (
    <View className='xg-ftree'>
      <Text className='xg-ftree__title'>{title}</Text>
      {sub ? <Text className='xg-ftree__sub'>{sub}</Text> : null}
      {children}
    </View>
  )
}

/** loading line; 404 (a tree that is not the caller's, or none) says 没有找到 */
export function treeStates(): PageStateLook {
  return {
    loading: <Text className='xg-ftree__meta xg-ftree'>加载中…</Text>,
    onCode: (code, error) => (code === 404 ? <ErrorView title='没有找到' message={messageOf(error, '家谱不存在，或您没有查看权限')} /> : null)
  }
}

/** the first message of a 4006 answer's fields, for the field it names */
export function fieldError(err: unknown): { field: string; message: string } | null {
  const data = (err as { data?: { fields?: Array<{ field: string; message: string }> } } | null)?.data
  return data?.fields?.[0] ?? null
}
