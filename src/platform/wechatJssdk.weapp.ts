/** The mini-program shares through WeChat itself (share.weapp.tsx): no JS-SDK, nothing to sign. */
export interface WechatCard {
  title: string
  description?: string
  url: string
  imageUrl?: string
  timeline?: boolean
}

export function signWechatPage(): void {}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function setWechatShareCard(_card: WechatCard | null): void {}
