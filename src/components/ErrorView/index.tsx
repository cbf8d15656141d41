/** spec 2.20 custom error view, used by pages whose data failed and by the page shell's error boundary. */
import { Text, View } from '@tarojs/components'
import Button from '../Button'
import { goBack, navigate } from '@/navigation'
import { reloadPage } from '@/platform/router'
import { currentDevice } from '@/platform/device'
import { currentLocation } from '@/platform/currentLocation'
import { returnPathOf } from '@/routes/guards'
import { ERROR_ACTION_LABELS, ERROR_VIEW_DEFAULT_TITLE, errorActions, type ErrorAction } from './texts'
import { href } from '@/routes/href'
import './index.scss'

export interface ErrorViewProps {
  title?: string
  message?: string
  /** HTTP-like status: 401 offers sign-in */
  status?: number
  onReload?: () => void
  /** replaces the first action (sign-in or reload) with the situation's own, e.g. 重新绑定 */
  primary?: { label: string; onClick: () => void }
}

export default function ErrorView({ title = ERROR_VIEW_DEFAULT_TITLE, message, status, onReload, primary }: ErrorViewProps) {
  const all = errorActions({ status, mobile: currentDevice().isMobile })
  const actions = primary ? all.slice(1) : all
  function run(action: ErrorAction) {
    if (action === 'reload') (onReload || reloadPage)()
    else if (action === 'back') void goBack()
    else if (action === 'contact') void navigate(href('/protocol/contact-service'))
    else {
      const loc = currentLocation()
      void navigate(`/auth/signin?from=${encodeURIComponent(returnPathOf(loc.path, loc.search))}`)
    }
  }
  return (
    <View className='xg-error-view' ariaRole='alert'>
      <View className='xg-error-view__icon'>!</View>
      <Text className='xg-error-view__title'>{title}</Text>
      {message && <Text className='xg-error-view__message'>{message}</Text>}
      <View className='xg-error-view__actions'>
        {primary && <Button onClick={primary.onClick}>{primary.label}</Button>}
        {actions.map((a, i) => (
          <Button key={a} variant={i === 0 && !primary ? 'primary' : 'ghost'} onClick={() => run(a)}>{ERROR_ACTION_LABELS[a]}</Button>
        ))}
      </View>
    </View>
  )
}
