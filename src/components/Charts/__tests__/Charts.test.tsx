/** The View-based charts (ADR 0017), rendered in the H5 runtime: what a reader sees. */
import TestUtils from '@tarojs/test-utils-react'
import { BarChart, PositionBar } from '@/components/Charts'

const testUtils = new TestUtils()

beforeEach(() => {
  document.body.innerHTML = ''
})

const texts = (selector: string) => [...document.querySelectorAll(selector)].map(e => e.textContent || '')

it('a bar chart shows one bar per row with its share, the reader\'s own row marked and the source note', async () => {
  function Chart() {
    return (
      <BarChart
        title='东亚人群中的基因型比例'
        rows={[
          { key: 'GG', label: 'GG', value: 0.64 },
          { key: 'GA', label: 'GA', value: 0.32, mine: true },
          { key: 'AA', label: 'AA', value: 0.04 }
        ]}
        note='按 1000 Genomes 东亚人群的等位基因频率估算'
      />
    )
  }
  await testUtils.mount(Chart, {})
  await testUtils.queries.waitForQuerySelector('.xg-chart__row')
  expect(texts('.xg-chart__label')).toEqual(['GG', 'GA（你）', 'AA'])
  expect(texts('.xg-chart__value')).toEqual(['64%', '32%', '4.0%'])
  const fills = [...document.querySelectorAll<HTMLElement>('.xg-chart__fill')].map(e => e.style.width)
  expect(fills).toEqual(['64%', '32%', '4%'])
  expect(document.querySelectorAll('.xg-chart__row--mine')).toHaveLength(1)
  expect(texts('.xg-chart__note')).toEqual(['按 1000 Genomes 东亚人群的等位基因频率估算'])
})

it('a position bar puts the marker at the percentile, shades the reader\'s band and lists the bands', async () => {
  function Chart() {
    return (
      <PositionBar
        value={85}
        cuts={[20, 80]}
        bands={[{ key: 'lower', label: '较低' }, { key: 'typical', label: '一般' }, { key: 'higher', label: '较高' }]}
        mineBand='higher'
        caption='高于约 85% 的东亚人'
      />
    )
  }
  await testUtils.mount(Chart, {})
  await testUtils.queries.waitForQuerySelector('.xg-chart__marker')
  expect((document.querySelector('.xg-chart__marker') as HTMLElement).style.left).toBe('85%')
  const bands = [...document.querySelectorAll<HTMLElement>('.xg-chart__band')].map(b => [b.style.left, b.style.width])
  expect(bands).toEqual([['0%', '20%'], ['20%', '60%'], ['80%', '20%']])
  expect(document.querySelectorAll('.xg-chart__band--mine')).toHaveLength(1)
  expect(texts('.xg-chart__legend-item')).toEqual(['0–20：较低', '20–80：一般', '80–100：较高'])
  expect(texts('.xg-chart__legend-item--mine')).toEqual(['80–100：较高'])
  expect(texts('.xg-chart__caption')).toEqual(['高于约 85% 的东亚人'])
})
