/** The report page's header and the layout's person card name the person once: the header names them only when no card does. */
import { ReportHeader } from '@/features/report/components/ReportBits'
import { useSession } from '@/stores/session'
import { testUtils, text } from '../helpers/page'

const head = { sample: false, sampleLabel: null, sampleSource: null, barcode: 'XG0000000017', person: { id: 7, name: '李晓梅', sex: null }, product: { type: 'HEALTH_ANCESTRY_V3', name: '标准版', supportSubmodules: [], isOnlineProduct: true }, versions: { engine: '0.2.0', kb: '2026.11-2' }, publishedAt: 1 }

beforeEach(() => {
  document.body.innerHTML = ''
})

it('signed in (the person card names the person and barcode): the header gives the title and versions only', async () => {
  useSession.getState().signIn('xg_family_token_0123456789', { userId: '41', userState: 4, hasPhone: true })
  await testUtils.mount(() => <ReportHeader head={head as never} title='报告总览' />, {})
  expect(text()).toContain('报告总览')
  expect(text()).toContain('分析版本 0.2.0')
  expect(text()).not.toContain('李晓梅')
  expect(text()).not.toContain('XG0000000017')
})

it('signed out (no person card): the header names the person and the barcode', async () => {
  useSession.getState().signOut()
  await testUtils.mount(() => <ReportHeader head={head as never} title='报告总览' />, {})
  expect(text()).toContain('李晓梅')
  expect(text()).toContain('条码 XG0000000017')
})
