/**
 * Installs the app bridge handlers of spec 7.3 inside our apps' web views (features/account/
 * sessionStart.ts loads this module only there): the share info of the page shown, the token
 * the app hands over, and page changes the app asks for.
 */
import { acceptAppToken } from '@/features/account/store/session'
import { navigate } from '@/navigation'
import { registerBridgeHandlers } from '@/platform/appBridge'
import { BRIDGE_HANDLER_NAMES, createBridgeHandlers } from './handlers'
import { currentShareInfo } from './shareInfo'

export function installAppBridge(): void {
  const handlers = createBridgeHandlers({ shareInfo: currentShareInfo, acceptToken: acceptAppToken, open: path => navigate(path) })
  registerBridgeHandlers(Object.fromEntries(BRIDGE_HANDLER_NAMES.map(name => [name, (data: unknown) => handlers[name](data)])))
}
