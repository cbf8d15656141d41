/** The ownership matrix's examples for the covid area (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { covidBookableDays, covidSampleCodeOf } from '@xungen/contracts'
import { ownershipExamples } from '../helpers/ownershipExamples'

let serial = 800_000_000 + Math.floor(Math.random() * 1_000_000)
/** the owner's sample (security/ownership.test.ts binds and books it): the sample of :sampleCode */
const OWNER_SAMPLE = covidSampleCodeOf(serial++)

export default ownershipExamples({
  params: { sampleCode: [OWNER_SAMPLE] },
  bodies: {
    'covid.covidBind': () => ({ sampleCode: covidSampleCodeOf(serial++), personName: '张三' }),
    'covid.covidAppointment': () => ({ sampleCode: covidSampleCodeOf(serial++), supplierId: 1, provinceCode: '110000', cityCode: '110100', day: covidBookableDays(Date.now())[0] }),
    'covid.opsCovidAddSupplier': () => ({ name: '示例采样点', provinceCode: '110000', cityCode: '110100', address: '东城区示例路 1 号', phone: '010-12345678', active: true }),
    'covid.opsCovidSaveSupplier': () => ({ name: '示例采样点', provinceCode: '110000', cityCode: '110100', address: '东城区示例路 1 号', phone: '010-12345678', active: true }),
    'covid.opsCovidMove': () => ({ status: 'sampled' })
  }
})
