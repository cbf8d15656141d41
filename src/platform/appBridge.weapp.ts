/** The mini-program runs in WeChat, not in our apps' web views: there is no app bridge to install. */
export function installAppBridge(): void {}
