/** The ownership matrix's examples for from kit to report: persons, lab, reports, express (helpers/ownershipExamples.ts, security/ownership.test.ts). */
import { ownershipExamples } from '../helpers/ownershipExamples'

export default ownershipExamples({
  bodies: {
    // from kit to report: the intruder names the owner's kit and person where a body can
    'persons.updatePerson': () => ({ name: '入侵者改名' }),
    'persons.privacy': () => ({ feature: 'geneRelatives', open: true }),
    'persons.saveDraft': ({ params }) => ({ barcode: params.barcode[0], appellation: 'me' }),
    'persons.rawDataDownload': () => ({ authCode: '123456' }),
    'persons.submit': ({ params }) => ({ barcode: params.barcode[0], appellation: 'me', name: '入侵者', surname: '入', sex: 'male', birthday: '1990-01-01', collected: true, collectDate: '2026-11-20', salivaAgree: true }),
    'lab.produceBatch': () => ({ sku: 'standard', count: 1 }),
    'lab.qc': () => ({ passed: false }),
    'lab.release': () => ({ note: '入侵者' }),
    // health report details (issue 15): share the owner's report, compute on the owner's genotype
    'reports.shareCreate': ({ params }) => ({ barcode: params.barcode[0], validity: 'untilRevoked' }),
    'reports.calculatorResult': () => ({ inputs: { sex: 'female' } }),
    'express.book': ({ params }) => ({ barcodes: params.barcode, name: '入侵者', mobile: '13900000009', address: { provinceCode: '110000', detail: '入侵者的地址' }, pickupDate: '2026-11-23' })
  },
  params: {
    // a report item and a waybill that exist for nobody
    itemId: ['apoe-alzheimer'],
    mailNO: ['SB000000000000'],
    // a share link that exists for nobody, and the calculator of a published model
    token: ['no-such-share-token'],
    calculatorId: ['apoe_lifetime_risk_85']
  }
})
