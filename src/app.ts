import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { installChunkReload } from './platform/chunkReload'
import { useSession } from './stores/session'
import './app.scss'

installChunkReload()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    // spec 4: "An anonymous id is created when there is no token or in guest mode."
    if (!useSession.getState().token) void useSession.getState().ensureAnonymousId().catch(() => undefined)
  })
  return children
}

export default App
