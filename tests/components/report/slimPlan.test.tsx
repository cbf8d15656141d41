/**
 * /report/fitness/lock-plan/slim against the real server: a visitor sees the demo report's weight
 * items (marked 示例 by the report header), checks a BMI on the device, and reads a plan that says
 * plainly that it does not depend on genotypes.
 */
import SlimPlanPage from '@/subpackages/report/fitness/lock-plan/slim'
import { useSession } from '@/stores/session'
import { useRealServer } from '../helpers/realServer'
import { see, testUtils, type, until, visit } from '../helpers/page'

useRealServer()

beforeEach(() => {
  useSession.getState().signOut()
  document.body.innerHTML = ''
})

it('shows the weight items of the demo report, a BMI check and a plan with its sources', async () => {
  visit('/report/fitness/lock-plan/slim')
  await testUtils.mount(SlimPlanPage, {})
  await see('减脂计划', '示例', '体重增加倾向', '先算一算 BMI', '每周至少 150–300 分钟', 'DIETFITS', '不按你的基因型改变', 'WHO guidelines on physical activity')
  // the web component renders its own input a moment after it is attached
  await until(() => !!document.querySelector('.xg-field--weight input'), 'the weight input')
  await type('.xg-field--height', '170')
  await type('.xg-field--weight', '80')
  await see('BMI 27.7：超重')
  await type('.xg-field--weight', '8')
  await see('请输入真实的身高')
})
