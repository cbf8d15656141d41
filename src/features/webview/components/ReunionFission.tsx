/**
 * /reunion-fission (spec 2.13 邀请好友寻亲) and its rules (/reunion-fission/rule): the reunion
 * service compares only people tested here with relatives finding on (features/reunion), so the
 * way to widen a search is to bring more relatives and fellow searchers in: share the reunion
 * platform, give one of your kits as a reunion test (a 领取码), or buy one for a relative. The
 * page shows the account's own searches and the kits it can give. Sharing goes the way each
 * platform shares: the app's share button (its bridge asks getShareInfo, which answers the card
 * this page sets), the mini-program's share menu, a copied link in a browser. No reward is
 * offered; the words above and the rules are what staff publish (page/reunion-fission,
 * page/reunion-fission-rule), else the service's own rules.
 */
import { Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { REUNION } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { toast } from '@/components/feedback'
import { setPageShareInfo } from '@/features/appBridge/shareInfo'
import ContentView from '@/features/content/components/ContentView'
import { CANNOT_DO } from '@/features/reunion/model/reunion'
import { useQuery } from '@/hooks/useQuery'
import { copyText } from '@/platform/clipboard'
import { currentDevice } from '@/platform/device'
import { publicOrigin, SHARES_THROUGH_WECHAT, useShareCard } from '@/platform/share'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import { useSession } from '@/stores/session'
import { REUNION_FISSION_RULES, REUNION_SHARE } from '../model/reunionFission'
import '@/features/content/components/WhitePaper/index.scss'
import './webview.scss'

/** where the invitation leads: the platform page, which says what the service is and how to join */
const PLATFORM = href('/ancestry/reunion/platform')

function ShareWays() {
  const link = publicOrigin() + PLATFORM
  const inApp = currentDevice().kind === 'app'
  useShareCard({ title: REUNION_SHARE.title, url: PLATFORM })
  // inside our apps the app's share button asks the page (bridge getShareInfo, spec 7.3)
  useEffect(() => {
    if (!inApp) return
    setPageShareInfo({ title: REUNION_SHARE.title, description: REUNION_SHARE.description, url: link })
    return () => setPageShareInfo(null)
  }, [inApp, link])
  const copy = async () => toast((await copyText(link, '寻亲平台链接已复制')).message)
  return (
    <View className='xg-wv__card' data-share={inApp ? 'app' : SHARES_THROUGH_WECHAT ? 'wechat' : 'link'}>
      <Text className='xg-wv__card-title'>把寻亲平台介绍给亲友</Text>
      <Text className='xg-paper__line'>{REUNION_SHARE.description}</Text>
      {inApp && <Text className='xg-wv__meta'>点击 App 右上角的分享按钮，发给亲友。</Text>}
      {SHARES_THROUGH_WECHAT && <Text className='xg-wv__meta'>点右上角「···」转发给微信好友。</Text>}
      {!SHARES_THROUGH_WECHAT && <Text className='xg-wv__meta' userSelect>{link}</Text>}
      <View className='xg-wv__row'>
        <Button size='s' variant='secondary' onClick={() => void copy()}>复制链接</Button>
      </View>
    </View>
  )
}

function Mine() {
  const searches = useQuery(['reunion', 'searches'], () => call(REUNION.searches))
  const gifts = useQuery(['reunion', 'gifts', true], () => call(REUNION.gifts))
  return (
    <>
      <PageState state={gifts} failure='可赠送的检测盒加载失败'>
        {g => (
          <View className='xg-wv__card' data-kits={g.kits.length}>
            <Text className='xg-wv__card-title'>赠送寻亲检测</Text>
            <Text className='xg-paper__line'>{g.kits.length ? `您的订单中有 ${g.kits.length} 个检测盒还没有绑定，可以送给正在寻亲的亲友。` : '您的订单中没有可以赠送的检测盒（已绑定或已赠送的不能再送）。'}</Text>
            {g.given.length > 0 && <Text className='xg-wv__meta'>{`已送出 ${g.given.length} 个，其中 ${g.given.filter(x => x.received).length} 个已被领取`}</Text>}
            <View className='xg-wv__row'>
              {g.kits.length ? <Button size='s' to={href('/ancestry/reunion/giving')}>去赠送</Button> : <Button size='s' to={href('/shop/gene')}>为亲友购买检测</Button>}
            </View>
          </View>
        )}
      </PageState>
      <PageState state={searches} failure='寻亲登记加载失败'>
        {s => (
          <View className='xg-wv__card' data-searches={s.list.length}>
            <Text className='xg-wv__card-title'>我的寻亲</Text>
            <Text className='xg-paper__line'>{s.list.length ? `您有 ${s.list.filter(x => x.open).length} 条正在进行的寻亲登记。` : '您还没有寻亲登记。'}</Text>
            <View className='xg-wv__row'>
              <Button size='s' variant='secondary' to={s.list.length ? href('/ancestry/reunion/list') : href('/ancestry/reunion/edit/:id?', {})}>{s.list.length ? '查看我的寻亲' : '登记寻亲'}</Button>
            </View>
          </View>
        )}
      </PageState>
    </>
  )
}

export function ReunionFission() {
  const signedIn = useSession(s => Boolean(s.token))
  return (
    <View className='xg-paper' data-page='reunion-fission'>
      <Text className='xg-paper__title'>邀请好友寻亲</Text>
      <ContentView contentKey='page/reunion-fission' showTitle={false} fallback={<Text className='xg-paper__line'>{`${CANNOT_DO[0]}所以，请家人、同乡和正在寻亲的朋友也来检测并开启“基因寻亲”：比对的人越多，找到亲人的可能越大。`}</Text>} />
      <ShareWays />
      {signedIn ? (
        <Mine />
      ) : (
        <View className='xg-wv__card'>
          <Text className='xg-paper__line'>登录后可以赠送寻亲检测、查看您的寻亲登记。</Text>
          <Button size='s' to={href('/auth/signin', {}, { from: href('/reunion-fission') })}>去登录</Button>
        </View>
      )}
      <View className='xg-wv__links'>
        <Link to={href('/reunion-fission/rule')} className='xg-wv__link'>活动规则</Link>
        <Link to={href('/protocol/reunion')} className='xg-wv__link'>寻亲服务协议</Link>
      </View>
    </View>
  )
}

export function ReunionFissionRule() {
  return (
    <View className='xg-paper' data-page='reunion-fission-rule'>
      <Text className='xg-paper__title'>活动规则</Text>
      <ContentView
        contentKey='page/reunion-fission-rule'
        showTitle={false}
        fallback={
          <View>
            {REUNION_FISSION_RULES.map((r, i) => (
              <Text key={r} className='xg-paper__line'>{`${i + 1}. ${r}`}</Text>
            ))}
          </View>
        }
      />
      <View className='xg-wv__links'>
        <Link to={href('/protocol/reunion')} className='xg-wv__link'>寻亲服务协议</Link>
        <Link to={href('/reunion-fission')} className='xg-wv__link'>返回邀请页</Link>
      </View>
    </View>
  )
}
