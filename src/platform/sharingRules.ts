/**
 * Whether pages may promise a reward for sharing or helping (the fission 助力 activities' balance
 * rewards). The website may; the mini-program may not (sharingRules.weapp.ts).
 */
export const PROMISES_SHARING_REWARDS = true
