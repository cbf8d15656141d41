/** The mini-program runs in WeChat, not in our apps' web views: there is no app bridge to register on. */
export type BridgeHandler = (data: unknown) => unknown

export function registerBridgeHandlers(_handlers: Readonly<Record<string, BridgeHandler>>): void {}
