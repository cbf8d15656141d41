/** The ownership matrix's examples for the content area (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

/** a workday two to eight days ahead, as the booking form offers it (China time) */
function nextWorkday(): string {
  const day = new Date(Date.now() + 8 * 3600_000 + 2 * 86400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

export default ownershipExamples({
  bodies: {
    'content.opsSaveDraft': () => ({ title: '白皮书', body: '正文', expectedUpdatedAt: null }),
    'content.opsPublish': () => ({ expectedUpdatedAt: 1 }),
    'content.book': () => ({ day: nextWorkday(), period: 'morning', topic: '想了解携带者筛查的结果' }),
    'content.questionnaireAgree': () => ({ agree: true, version: 2 }),
    'content.questionnaireAnswer': () => ({ answer: { smoking: '从不吸烟' }, agree: true, version: 2 }),
    'content.opsSaveActivity': () => ({
      title: '周年庆',
      startDate: Date.now(),
      endDate: Date.now() + 86400_000,
      picInfos: [0, 1, 2].map(i => ({ url: `/files/images/content/a${i}.jpg`, alt: `图 ${i}` })),
      share: { title: '周年庆', description: '限时优惠' }
    })
  }
})
