/**
 * The tested-person switcher of spec 2.16: the search box only above 20 persons (spec 5), the
 * plain list switches on tap, the confirm layout only on 确定 (spec 4), the back row.
 */
import PersonSwitcher, { SEARCH_PLACEHOLDER } from '@/components/PersonSwitcher'
import { see, tap, testUtils } from './helpers/page'

const persons = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), name: `检测人${i + 1}` }))

beforeEach(() => {
  document.body.innerHTML = ''
})

it('shows the search box only above 20 persons', async () => {
  await testUtils.mount(() => <PersonSwitcher persons={persons(20)} total={20} currentId='1' onChoose={() => undefined} />, {})
  await see('检测人20')
  expect(document.body.innerHTML).not.toContain(SEARCH_PLACEHOLDER)
  document.body.innerHTML = ''
  await testUtils.mount(() => <PersonSwitcher persons={persons(21)} total={21} currentId='1' onChoose={() => undefined} />, {})
  await see('检测人21')
  expect(document.body.innerHTML).toContain(SEARCH_PLACEHOLDER)
})

it('the plain list switches on tap; the confirm layout only on 确定; the back row goes back', async () => {
  const chosen: string[] = []
  let back = 0
  await testUtils.mount(() => <PersonSwitcher persons={persons(3)} total={3} currentId='1' onChoose={id => chosen.push(id)} />, {})
  await see('检测人3')
  await tap('.xg-switcher__item', '检测人2')
  expect(chosen).toEqual(['2'])
  document.body.innerHTML = ''
  await testUtils.mount(() => <PersonSwitcher layout='confirm' persons={persons(3)} total={3} currentId='1' onChoose={id => chosen.push(id)} onBack={() => back++} />, {})
  await see('确定', '返回')
  await tap('.xg-switcher__item', '检测人3')
  expect(chosen).toEqual(['2'])
  await tap('.xg-switcher__confirm')
  expect(chosen).toEqual(['2', '3'])
  await tap('.xg-switcher__back')
  expect(back).toBe(1)
})
