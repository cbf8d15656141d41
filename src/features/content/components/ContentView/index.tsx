/**
 * A document staff published (issue 26 item 2): its title, version and date, and its body as the
 * server rendered and sanitised it, shown through rich-text on both platforms. `fallback` is what
 * the page shows when nothing is published under the key yet (the page's own words, or nothing).
 */
import { RichText, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { chinaDateTime, CODES } from '@xungen/contracts'
import PageState from '@/components/PageState'
import { API_ORIGIN } from '@/config/env'
import { usePublished } from '../../hooks/usePublished'
import { richTextHtml } from '../../model/html'
import './index.scss'

export function PublishedBody({ html }: { html: string }) {
  return (
    <View className='xg-content__body'>
      <RichText nodes={richTextHtml(html, process.env.TARO_ENV === 'weapp' ? API_ORIGIN : '')} />
    </View>
  )
}

export default function ContentView({ contentKey, fallback = null, showTitle = true }: { contentKey: string; fallback?: ReactNode; showTitle?: boolean }) {
  const doc = usePublished(contentKey)
  return (
    <PageState state={doc} onCode={code => (code === CODES.NOT_FOUND ? <>{fallback}</> : null)}>
      {data => (
        <View className='xg-content' data-content-key={contentKey} data-version={data.version}>
          {showTitle && <Text className='xg-content__title'>{data.title}</Text>}
          <Text className='xg-content__meta'>{`第 ${data.version} 版　更新于 ${chinaDateTime(data.publishedAt)}`}</Text>
          <PublishedBody html={data.html} />
        </View>
      )}
    </PageState>
  )
}
