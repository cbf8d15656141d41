import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { installChunkReload } from './platform/chunkReload'
import { bootstrapSession } from './features/account/store/bootstrap'
import './app.scss'

installChunkReload()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    // spec 4: the session (user info, anonymous id, mini-program login, app bridge)
    bootstrapSession()
  })
  return children
}

export default App
