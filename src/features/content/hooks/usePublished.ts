/** A document staff published (/ops/content), by key: its newest published version. */
import { CONTENT } from '@xungen/contracts/endpoints'
import { useQuery } from '@/hooks/useQuery'
import { call } from '@/services/call'

export function usePublished(key: string) {
  return useQuery(['content', 'published', key], () => call(CONTENT.published, { query: { key } }))
}
