/**
 * /about/:brand (spec 2.13 品牌介绍): the brand's text as staff publish it (page/about-<brand>),
 * else its own words (model/brands.ts); its links on the website and its app. The product's own
 * page adds what the reports cover, in the knowledge base's figures (the chip white paper's).
 * A brand with neither a published text nor words of its own is not there (the not-found view).
 */
import { Text, View } from '@tarojs/components'
import { CODES } from '@xungen/contracts'
import ErrorView from '@/components/ErrorView'
import Heading from '@/components/Heading'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import ContentView from '@/features/content/components/ContentView'
import { useWhitePaperFacts } from '@/features/content/components/WhitePaper'
import { usePublished } from '@/features/content/hooks/usePublished'
import { href } from '@/routes/href'
import { brandKey, brandOf, brandSlug, type Brand } from '../model/brands'
import '@/features/content/components/WhitePaper/index.scss'
import './webview.scss'

function Coverage() {
  const facts = useWhitePaperFacts('chip')
  return (
    <PageState state={facts} failure='报告范围加载失败'>
      {f => (
        <View data-brand-figures={f.items}>
          <Heading level={2} className='xg-paper__heading'>报告覆盖</Heading>
          <Text className='xg-paper__line'>{`基因芯片检测的健康报告共 ${f.items} 个项目，使用 ${f.markers} 个位点、涉及 ${f.genes} 个基因，每项都列出所依据的文献（知识库版本 ${f.knowledgeVersion}）。`}</Text>
          <Link to={href('/white-papers/chip')} className='xg-wv__link'>查看基因芯片检测白皮书</Link>
        </View>
      )}
    </PageState>
  )
}

function Known({ slug, brand }: { slug: string; brand: Brand }) {
  return (
    <View className='xg-paper' data-page='brand' data-brand={slug}>
      <Text className='xg-paper__title'>{brand.name}</Text>
      <ContentView contentKey={brandKey(slug)} showTitle={false} fallback={<Text className='xg-paper__line'>{brand.text}</Text>} />
      {slug === 'xungen' && <Coverage />}
      <View className='xg-wv__links'>
        {brand.links.map(l => (
          <Link key={l.to} to={l.to} className='xg-wv__link'>{l.label}</Link>
        ))}
        {brand.app && <Link to={brand.app.to} className='xg-wv__link'>下载 App</Link>}
      </View>
    </View>
  )
}

/** a brand staff added: only its published text */
function Published({ slug }: { slug: string }) {
  const doc = usePublished(brandKey(slug))
  return (
    <PageState state={doc} onCode={code => (code === CODES.NOT_FOUND ? <NoBrand /> : null)}>
      {d => (
        <View className='xg-paper' data-page='brand' data-brand={slug}>
          <Text className='xg-paper__title'>{d.title}</Text>
          <ContentView contentKey={brandKey(slug)} showTitle={false} />
        </View>
      )}
    </PageState>
  )
}

function NoBrand() {
  return <ErrorView title='没有找到这个品牌' message='请检查链接是否正确。' />
}

export default function BrandPage({ brand }: { brand: string | undefined }) {
  const slug = brandSlug(brand)
  if (!slug) return <NoBrand />
  const known = brandOf(slug)
  return known ? <Known slug={slug} brand={known} /> : <Published slug={slug} />
}
