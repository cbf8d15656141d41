/** How a saliva sample is collected and sent back (instructions, collect-example). */
export const COLLECT_STEPS = [
  '先绑定采样器：采样器未绑定检测人时，实验室无法为样本检测。',
  '采样前 30 分钟内不进食、不饮水、不吸烟、不嚼口香糖、不刷牙。',
  '轻轻按摩两颊，让唾液自然积聚，吐入采集管，直到唾液（不含泡沫）达到管壁刻度线。',
  '盖紧管盖，保存液会自动流入管内；拧紧后上下颠倒混匀 5 次以上。',
  '将采集管放回密封袋，连同采样盒一起寄回实验室（可在「检测进度」中预约上门取件）。'
] as const

export const COLLECT_CAUTIONS = [
  '每支采集管只能采集一个人的唾液，请勿混用。',
  '唾液量不足或含有食物残渣会导致 DNA 质检不通过，需要重新采样。',
  '采集后的样本在常温下可保存 30 天，请尽快寄回。',
  '口腔有出血或溃疡时请暂缓采样。'
] as const
