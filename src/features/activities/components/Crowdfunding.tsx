/**
 * The crowdfunding pages (spec 2.13 crowdfunding, crowdfunding/paybacks; 2.11
 * /user/certificates/crowdfunding/:id?; 7.3 crowd_funding landing_page and certificates): a
 * campaign's progress counted from its supporters' paid orders, its tiers (each a product of the
 * shop, ordered with the campaign's scene) and paybacks, and the supporters' certificates.
 */
import { Text, View } from '@tarojs/components'
import { crowdfundingScene, yuanText, type CertificateView } from '@xungen/contracts'
import { ACTIVITIES } from '@xungen/contracts/endpoints'
import PageState from '@/components/PageState'
import Button from '@/components/Button'
import Link from '@/components/Link'
import { useLoad } from '@/hooks/useLoad'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { isAuthed } from '@/stores/session'
import { useShareCard } from '@/platform/share'
import { moneyStates, RuleList, SampleBadge, SignInPrompt, dateText } from './moneyPages'

function useCampaign(id: number | undefined) {
  return useLoad(() => call(ACTIVITIES.crowdfunding, { query: id ? { id } : {} }), [id])
}

/** /crowdfunding?id= */
export function CrowdfundingLanding({ id }: { id?: number }) {
  const state = useCampaign(id)
  // a campaign is public: a card for friends and for Moments, opening this campaign
  const campaign = state.status === 'done' ? state.data : null
  useShareCard(campaign ? { title: `${campaign.title}：一起支持`, url: href('/crowdfunding', {}, { id: campaign.id }), timeline: true } : null)
  return (
    <PageState {...moneyStates()} state={state} failure='众筹加载失败'>
      {c => (
        <View className='xg-money'>
          <View className='xg-money__card'>
            <View><SampleBadge sample={c.sample} /><Text className='xg-money__title'>{c.title}</Text></View>
            <Text className='xg-money__text'>{c.summary}</Text>
            <View className='xg-progress'><View className='xg-progress__bar' style={{ width: `${Math.min(100, c.percent)}%` }} /></View>
            <View className='xg-money__row xg-crowdfunding-progress'>
              <Text>{`已筹 ¥${yuanText(c.raisedFen)}`}</Text>
              <Text>{`${c.percent}%`}</Text>
              <Text>{`${c.supporters} 人支持`}</Text>
            </View>
            <Text className='xg-money__muted'>{`目标 ¥${yuanText(c.targetFen)} · ${c.running ? `${dateText(c.endAt - 1)} 结束` : '已结束'}`}</Text>
          </View>
          <View className='xg-money__card'>
            <Text className='xg-money__subtitle'>众筹说明</Text>
            {c.story.map((s, i) => <Text key={i} className='xg-money__text'>{s}</Text>)}
          </View>
          {c.tiers.map(t => (
            <View key={t.key} className='xg-money__card xg-crowdfunding-tier'>
              <View className='xg-money__row'>
                <Text className='xg-money__subtitle'>{t.title}</Text>
                <Text className='xg-price xg-price--s'>{`¥${yuanText(t.priceFen)}`}</Text>
              </View>
              <RuleList rules={t.paybacks} />
              <View className='xg-money__row'>
                <Text className='xg-money__muted'>{`${t.supporters} 人支持`}</Text>
                <Button size='s' disabled={!c.running} to={href('/buy/:commodityId?/order', { commodityId: t.commodityAlias }, { scene: crowdfundingScene(c.id) })}>支持</Button>
              </View>
            </View>
          ))}
          <View className='xg-money__links'>
            <Link to={href('/crowdfunding/paybacks', {}, { id: String(c.id) })}>回报说明</Link>
            <Link to={href('/user/certificates/crowdfunding/:id?', {})}>我的支持证书</Link>
          </View>
          <View className='xg-money__card'>
            <Text className='xg-money__subtitle'>规则</Text>
            <RuleList rules={c.rules} />
          </View>
        </View>
      )}
    </PageState>
  )
}

/** /crowdfunding/paybacks?id= */
export function CrowdfundingPaybacks({ id }: { id?: number }) {
  const state = useCampaign(id)
  return (
    <PageState {...moneyStates()} state={state} failure='回报加载失败'>
      {c => (
        <View className='xg-money'>
          <View><SampleBadge sample={c.sample} /><Text className='xg-money__title'>{`${c.title} · 回报`}</Text></View>
          {c.tiers.map(t => (
            <View key={t.key} className='xg-money__card'>
              <Text className='xg-money__subtitle'>{`${t.title}（¥${yuanText(t.priceFen)}）`}</Text>
              <Text className='xg-money__muted'>{`对应商品：${t.productName} · 已有 ${t.supporters} 人支持`}</Text>
              <RuleList rules={t.paybacks} />
            </View>
          ))}
          <Text className='xg-money__muted'>回报中的检测商品按商城订单发货；电子支持者证书在订单支付后生成，可在“我的支持证书”查看，订单退款后证书失效。</Text>
          <Button block to={href('/crowdfunding', {}, { id: String(c.id) })}>返回众筹</Button>
        </View>
      )}
    </PageState>
  )
}

function Certificate({ c }: { c: CertificateView }) {
  return (
    <View className='xg-certificate'>
      {c.sample && <Text className='xg-sample-badge' style={{ alignSelf: 'center' }}>示例</Text>}
      <Text className='xg-certificate__title'>支持者证书</Text>
      <Text className='xg-certificate__name'>{c.holderName}</Text>
      <Text className='xg-money__text'>{`感谢您支持「${c.campaign}」`}</Text>
      <Text className='xg-money__text'>{`支持方式：${c.productName} · ¥${yuanText(c.amountFen)}`}</Text>
      <Text className='xg-money__muted'>{`证书编号 ${c.certificateNo} · ${dateText(c.supportedAt)}`}</Text>
    </View>
  )
}

/** /user/certificates/crowdfunding/:id? (the id is a certificate number) */
export function CrowdfundingCertificates({ id, path }: { id?: string; path: string }) {
  const authed = isAuthed()
  const certificateNo = id && /^CF\d{20}$/.test(id) ? id : undefined
  const state = useLoad(() => (authed ? call(ACTIVITIES.certificates, { query: certificateNo ? { certificateNo } : {} }) : Promise.resolve({ list: [] })), [certificateNo, authed])
  if (!authed) return <SignInPrompt from={path} what='查看支持证书' />
  return (
    <PageState {...moneyStates()} state={state} failure='证书加载失败'>
      {data => (
        <View className='xg-money'>
          {data.list.length === 0 && (
            <View className='xg-money__state'>
              <Text>{certificateNo ? '证书不存在或已失效' : '暂无支持证书'}</Text>
              <Button size='s' to={href('/crowdfunding')}>去看看众筹</Button>
            </View>
          )}
          {certificateNo
            ? data.list.map(c => <Certificate key={c.certificateNo} c={c} />)
            : data.list.map(c => (
                <Link key={c.certificateNo} to={href('/user/certificates/crowdfunding/:id?', { id: c.certificateNo })} className='xg-money__card'>
                  <View><SampleBadge sample={c.sample} /><Text className='xg-money__subtitle'>{c.campaign}</Text></View>
                  <Text className='xg-money__muted'>{`${c.productName} · ¥${yuanText(c.amountFen)} · ${dateText(c.supportedAt)}`}</Text>
                </Link>
              ))}
        </View>
      )}
    </PageState>
  )
}
