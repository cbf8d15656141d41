/**
 * 邀请好友寻亲 (/reunion-fission): what is shared and the rules of inviting, in the reunion
 * service's own terms (features/reunion: who is compared, consent before contact, the gift of a
 * kit as a reunion test with its 8-character 领取码, what the service is not).
 */
import { CANNOT_DO } from '@/features/reunion/model/reunion'

export const REUNION_SHARE = {
  title: '一起用 DNA 寻亲',
  description: '在基因寻根检测并开启“基因寻亲”，与已检测的人比对 DNA，寻找失散的亲人；双方都同意后才交换联系方式。'
} as const

export const REUNION_FISSION_RULES: readonly string[] = [
  '邀请是把寻亲平台介绍给亲友，不设现金、余额或其他奖励，也不要求对方为您做任何事。',
  '被邀请的人需要自己注册、检测并绑定样本；是否开启“基因寻亲”由其本人决定，开启后才参与比对。',
  '赠送寻亲检测：只能赠送您已付款订单中尚未绑定的检测盒。赠送后得到一个 8 位领取码，请把领取码交给对方，并把检测盒寄给对方；对方输入领取码后，检测盒归对方绑定使用。',
  '比对出可能的亲人后，双方都同意才交换联系方式；同意之前，双方只看到称呼、推测的关系和失散的年份与省份。',
  ...CANNOT_DO.slice(1, 3)
]
