import { chooseBarcode } from '../model/current'
import type { PersonView } from '@/services/api/persons'

const person = (id: number, barcode: string, isBind = true) => ({ id, isBind, defaultBarcode: barcode, detections: [{ barcode }] }) as unknown as PersonView

describe('choosing a barcode (spec 4)', () => {
  const persons = [person(1, 'XG0000000018'), person(2, 'XG0000000026'), person(3, 'XG0000000026', false)]

  it('the app-supplied barcode wins, then the given one, then the stored one', () => {
    expect(chooseBarcode({ appBarcode: 'XG0000000026', given: 'XG0000000018', persons }).personId).toBe(2)
    expect(chooseBarcode({ given: 'XG0000000018', stored: 'XG0000000026', persons }).personId).toBe(1)
    expect(chooseBarcode({ stored: 'XG0000000026', persons }).barcode).toBe('XG0000000026')
  })

  it('prefers the person not shared with the user', () => {
    expect(chooseBarcode({ given: 'XG0000000026', persons: [persons[2], persons[1]] }).personId).toBe(2)
  })

  it('drops a stored barcode that matches nothing and falls back to the first owned person', () => {
    expect(chooseBarcode({ stored: 'XG9999999990', persons })).toEqual({ barcode: 'XG0000000018', personId: 1, dropStored: true })
    expect(chooseBarcode({ persons: [] })).toEqual({ barcode: null, personId: null, dropStored: false })
  })
})
