/**
 * WeChat's rules against induced sharing (微信小程序平台运营规范, 诱导分享): a mini-program may not
 * promise cash, balance or other rewards for sharing or for friends' help. The invitation itself
 * stays (a code, a link, the helpers); the reward is neither promised nor advertised here.
 */
export const PROMISES_SHARING_REWARDS = false
