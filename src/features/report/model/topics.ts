/** The topic pages of spec 2.8 that items of the knowledge base name (ItemDef.topic). */
import { href } from '@/routes/href'

export function topicPath(slug: string | null | undefined): string | null {
  switch (slug) {
    case 'thalassemia': return href('/topics/carrier-status/thalassemia')
    case 'alzheimer': return href('/topics/disease/alzheimer')
    case 'gout': return href('/topics/disease/gout')
    case 'lumbar-disc-herniation': return href('/topics/disease/lumbar-disc-herniation')
    case 'alcohol-metabolism': return href('/topics/traits/alcohol-metabolism')
    default: return null
  }
}
