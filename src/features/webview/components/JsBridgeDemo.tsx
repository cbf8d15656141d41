/**
 * /demo/jsbridge (spec 2.13, 7.3 "App bridge handlers"; the website only, not in the
 * mini-program): a page for the app teams and testers that runs every handler our apps call in
 * their web views, with the same code and the same dependencies as the installed bridge
 * (features/appBridge): getShareInfo answers this page's share info, updateToken hands a token
 * to the session (the server sets its 7-day cookie, or refuses it), gotoPage opens an internal
 * path. Each answer is shown as the app receives it ({code, message, data}, spec 8.2). Inside our
 * apps the page also says whether the app's bridge is there; elsewhere it says plainly that no
 * app will call these handlers here and the buttons call them directly.
 */
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState, type ReactNode } from 'react'
import Button from '@/components/Button'
import Heading from '@/components/Heading'
import { inputLabel } from '@/components/Field'
import { acceptAppToken } from '@/features/account/store/session'
import { createBridgeHandlers, BRIDGE_HANDLER_NAMES, type BridgeResult } from '@/features/appBridge/handlers'
import { currentShareInfo, setPageShareInfo } from '@/features/appBridge/shareInfo'
import { navigate } from '@/navigation'
import { currentDevice } from '@/platform/device'
import { useSession } from '@/stores/session'
import { BRIDGE_HANDLER_TEXT, DEVICE_TEXT } from '../model/jsbridge'
import '@/features/content/components/WhitePaper/index.scss'
import './webview.scss'

const handlers = createBridgeHandlers({ shareInfo: currentShareInfo, acceptToken: acceptAppToken, open: path => navigate(path) })

function hasAppBridge(): boolean {
  return typeof window !== 'undefined' && Boolean(window.WebViewJavascriptBridge)
}

function Result({ result }: { result: BridgeResult<unknown> | null }) {
  if (!result) return null
  return (
    <View data-bridge-code={result.code}>
      <Text className='xg-wv__meta'>{result.code === 0 ? '成功（返回码 0），App 收到：' : '失败（返回码 -1），App 收到：'}</Text>
      <Text className='xg-wv__result xg-code'>{JSON.stringify(result, null, 2)}</Text>
    </View>
  )
}

function HandlerCard({ name, children, result }: { name: (typeof BRIDGE_HANDLER_NAMES)[number]; children: ReactNode; result: BridgeResult<unknown> | null }) {
  return (
    <View className='xg-wv__card' data-handler={name}>
      <Text className='xg-wv__card-title'>{BRIDGE_HANDLER_TEXT[name].title}</Text>
      <Text className='xg-wv__meta xg-code'>{name}</Text>
      <Text className='xg-paper__line'>{BRIDGE_HANDLER_TEXT[name].text}</Text>
      {children}
      <Result result={result} />
    </View>
  )
}

export default function JsBridgeDemo() {
  const device = currentDevice()
  const token = useSession(s => s.token)
  const [results, setResults] = useState<Record<string, BridgeResult<unknown> | null>>({})
  const [tokenInput, setTokenInput] = useState('')
  const [path, setPath] = useState('/white-papers')
  const [useOwnShare, setUseOwnShare] = useState(false)
  // the page's own share info lasts while the page is shown
  useEffect(() => () => setPageShareInfo(null), [])
  const done = (name: string) => (r: BridgeResult<unknown>) => setResults(s => ({ ...s, [name]: r }))

  const toggleShare = () => {
    const next = !useOwnShare
    setPageShareInfo(next ? { title: '应用桥接调试', description: '这是本页设置的分享信息', url: typeof window !== 'undefined' ? window.location.href : '' } : null)
    setUseOwnShare(next)
  }

  return (
    <View className='xg-paper' data-page='jsbridge' data-device={device.kind} data-bridge={hasAppBridge() ? 'yes' : 'no'}>
      <Text className='xg-paper__title'>应用桥接调试</Text>
      <Text className='xg-paper__line'>{`当前环境：${DEVICE_TEXT[device.kind]}${device.app ? `（${device.app.alias === 'main' ? '基因寻根' : device.app.alias === 'ancestry' ? '寻根' : '寻亲'} App ${device.app.version}）` : ''}。`}</Text>
      {device.kind === 'app' ? (
        <Text className='xg-wv__note'>{hasAppBridge() ? 'App 的桥接已就绪：App 调用下面三个接口时，得到的就是下面按钮显示的结果。' : '没有检测到 App 的桥接对象：请确认 App 已注入桥接，或稍后刷新本页。下面的按钮仍可在本页直接调用这些接口。'}</Text>
      ) : (
        <Text className='xg-wv__note'>当前不在基因寻根的 App 内：不会有 App 调用这些接口。下面的按钮在本页直接调用同一套处理函数，结果与 App 调用时相同。</Text>
      )}

      <Heading level={2} className='xg-paper__heading'>{`App 可调用的接口（共 ${BRIDGE_HANDLER_NAMES.length} 个）`}</Heading>

      <HandlerCard name='getShareInfo' result={results.getShareInfo ?? null}>
        <View className='xg-wv__row'>
          <Button size='s' onClick={() => done('getShareInfo')(handlers.getShareInfo())}>调用</Button>
          <Button size='s' variant='secondary' onClick={toggleShare}>{useOwnShare ? '改用页面自身信息' : '改用本页设置的分享信息'}</Button>
        </View>
      </HandlerCard>

      <HandlerCard name='updateToken' result={results.updateToken ?? null}>
        <Input className='xg-wv__input' value={tokenInput} placeholder={token ? '留空则使用当前登录凭证' : '粘贴登录凭证'} onInput={e => setTokenInput(e.detail.value)} {...inputLabel('登录凭证')} />
        <Text className='xg-wv__meta'>使用其他账号的凭证会切换到该账号；服务器拒绝的凭证会使本页退出登录。</Text>
        <View className='xg-wv__row'>
          <Button size='s' onClick={() => void handlers.updateToken({ token: tokenInput.trim() || token || '' }).then(done('updateToken'))}>调用</Button>
        </View>
      </HandlerCard>

      <HandlerCard name='gotoPage' result={results.gotoPage ?? null}>
        <Input className='xg-wv__input' value={path} placeholder='站内路径，以 / 开头' onInput={e => setPath(e.detail.value)} {...inputLabel('站内路径')} />
        <Text className='xg-wv__meta'>只接受以单个“/”开头的站内路径；成功时会离开本页。</Text>
        <View className='xg-wv__row'>
          <Button size='s' onClick={() => void handlers.gotoPage({ path: path.trim() }).then(done('gotoPage'))}>调用</Button>
        </View>
      </HandlerCard>
    </View>
  )
}
