import { testableProducts } from '../productTest'

it('offers products on sale only, without the detection-only ones, in shelf order', () => {
  const p = (id: number, isOnline: boolean, commodityTag: string, sort: number) => ({ id, isOnline, commodityTag, sort })
  const list = [p(1, true, 'gene', 20), p(2, false, 'gene', 10), p(3, true, 'upgrade', 5), p(4, true, 'speed', 6), p(5, true, 'edition', 7), p(6, true, 'ngs-heart', 1)]
  expect(testableProducts(list).map(x => x.id)).toEqual([6, 1])
})
