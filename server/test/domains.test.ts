/** The domain loader (domains/load.ts): every folder of server/src/domains, in dependency order. */
import { defineDomain, type Domain } from '../src/domains/domain'
import { loadDomains, orderDomains } from '../src/domains/load'

const plugin = async () => undefined
const d = (name: string, after?: string[]): Domain => defineDomain({ name, plugin, after })

describe('domains', () => {
  it('finds every domain folder by its index', () => {
    const names = loadDomains().map(x => x.name)
    expect(names).toEqual(expect.arrayContaining(['accounts', 'common']))
    for (const domain of loadDomains()) expect(typeof domain.plugin).toBe('function')
  })

  it('orders a domain after the ones it names, otherwise by name', () => {
    expect(orderDomains([d('reports', ['persons']), d('accounts'), d('persons', ['accounts']), d('content')]).map(x => x.name)).toEqual([
      'accounts',
      'content',
      'persons',
      'reports'
    ])
  })

  it('refuses a circle and an unknown dependency', () => {
    expect(() => orderDomains([d('a', ['b']), d('b', ['a'])])).toThrow(/circle: a → b → a/)
    expect(() => orderDomains([d('a', ['nowhere'])])).toThrow(/nowhere/)
  })
})
