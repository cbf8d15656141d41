/**
 * The app information pages (spec 2.7, /app of 2.1; issue 26 item 3). Where each app downloads
 * is configuration (description config APP_DOWNLOADS, set in /ops/content); the button goes
 * where this device installs it (its maker's store by the scheme of spec 9, the APK, the App
 * Store; in WeChat's browser the page asks to be opened in the system browser). While an app has
 * no release the page says so plainly and points to the website and the mini-program, which do
 * everything. The guides and the laboratory page are documents staff publish (app/<page>).
 */
import { Text, View } from '@tarojs/components'
import Heading from '@/components/Heading'
import { APPS, APP_IDS, DESCRIPTION_KEYS, downloadTargetFor, parseAppDownloads, type AppDownloads, type AppId } from '@xungen/contracts'
import { COMMON } from '@xungen/contracts/endpoints'
import Button from '@/components/Button'
import Link from '@/components/Link'
import PageState from '@/components/PageState'
import { useQuery } from '@/hooks/useQuery'
import { currentDevice } from '@/platform/device'
import { href } from '@/routes/href'
import { call } from '@/services/call'
import OpenMiniProgram from '@/features/sharing/components/OpenMiniProgram'
import { DownloadTrace } from '@/features/sharing/downloadTrace'
import ContentView from '../ContentView'
import '../WhitePaper/index.scss'
import './index.scss'

export function useAppDownloads() {
  return useQuery(['content', 'appDownloads'], async () => {
    const { list } = await call(COMMON.descriptionList, { query: { keys: DESCRIPTION_KEYS.APP_DOWNLOADS } })
    return parseAppDownloads(list[0]?.content)
  })
}

const userAgent = () => (typeof navigator !== 'undefined' ? navigator.userAgent : '')

function NotReleased({ id }: { id: AppId }) {
  return (
    <Text className='xg-paper__line xg-app__none'>
      {id === 'laboratory' ? '暂未上架应用商店。实验室人员请在网站的实验室工作台中操作。' : '暂未上架应用商店。您可以在网站或微信小程序“基因寻根”中使用基因寻根的服务。'}
    </Text>
  )
}

function DownloadButtons({ id, downloads }: { id: AppId; downloads: AppDownloads }) {
  const release = downloads[id]
  if (!release) return <NotReleased id={id} />
  const device = currentDevice()
  const target = downloadTargetFor(release, device, userAgent())
  if (target.kind === 'open-in-browser') return <Text className='xg-paper__line xg-app__hint'>请点击右上角“…”，选择“在浏览器中打开”后下载。</Text>
  if (target.kind === 'store' || target.kind === 'link') return <Button to={target.url}>{target.label}</Button>
  // a computer, or a phone whose platform has no release: every link there is
  const links = [
    release.ios && { label: '苹果手机：前往苹果应用商店', url: release.ios },
    release.androidApk && { label: '安卓：下载安装包', url: release.androidApk }
  ].filter((l): l is { label: string; url: string } => Boolean(l))
  if (!links.length) return <Text className='xg-paper__line'>{release.androidPackage ? '请在手机应用商店中搜索下载。' : '暂不支持您的设备。'}</Text>
  return (
    <View className='xg-app__links'>
      {links.map(l => (
        <Link key={l.url} to={l.url} className='xg-app__link'>{l.label}</Link>
      ))}
    </View>
  )
}

export function AppCard({ id, downloads }: { id: AppId; downloads: AppDownloads }) {
  return (
    <View className='xg-app__card' data-app={id} data-released={downloads[id] ? 'yes' : 'no'}>
      <Heading level={2} className='xg-paper__heading'>{APPS[id].name}</Heading>
      <Text className='xg-paper__line'>{APPS[id].text}</Text>
      <DownloadTrace app={id}>
        <DownloadButtons id={id} downloads={downloads} />
      </DownloadTrace>
    </View>
  )
}

/** /app, /app/download-transfer: every app */
export function AppsOverview({ title }: { title: string }) {
  const downloads = useAppDownloads()
  return (
    <View className='xg-paper xg-app'>
      <Text className='xg-paper__title'>{title}</Text>
      <PageState state={downloads}>{d => <>{APP_IDS.map(id => <AppCard key={id} id={id} downloads={d} />)}</>}</PageState>
      <OpenMiniProgram app='main' label='打开“基因寻根”微信小程序' />
      <Text className='xg-paper__line'>
        使用前请阅读：<Link to={href('/protocol/privacy')}>隐私政策</Link>　<Link to={href('/protocol/sdk-list')}>第三方 SDK 清单</Link>
      </Text>
    </View>
  )
}

/** /app/ancestry, /app/reunion, /app/download-ancestry: one app, its page text staff publish, its download */
export function AppPage({ id, contentKey }: { id: AppId; contentKey: string }) {
  const downloads = useAppDownloads()
  return (
    <View className='xg-paper xg-app'>
      <Text className='xg-paper__title'>{APPS[id].name}</Text>
      <ContentView contentKey={contentKey} showTitle={false} />
      <PageState state={downloads}>{d => <AppCard id={id} downloads={d} />}</PageState>
    </View>
  )
}

/** a guide or the laboratories page: the document staff publish, or where the feature is on the website */
export function AppGuide({ title, contentKey, fallback, links }: { title: string; contentKey: string; fallback: string; links: ReadonlyArray<{ label: string; to: string }> }) {
  return (
    <View className='xg-paper xg-app'>
      <Text className='xg-paper__title'>{title}</Text>
      <ContentView contentKey={contentKey} showTitle={false} fallback={<Text className='xg-paper__line'>{fallback}</Text>} />
      <View className='xg-app__links'>
        {links.map(l => (
          <Link key={l.to} to={l.to} className='xg-app__link'>{l.label}</Link>
        ))}
      </View>
    </View>
  )
}
