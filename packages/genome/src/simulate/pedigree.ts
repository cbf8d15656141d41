import type { Person, PopulationSimulator } from './people'

/**
 * Pairs of relatives of a known relationship, each from its own small pedigree.
 *
 * A relationship is given by the number of generations from each person up to the most recent
 * common ancestor(s): `up1` for A and `up2` for B. up1 = 0 makes A the ancestor (a lineal
 * relationship). `half` means one shared ancestor instead of a couple (half siblings, half
 * cousins). Examples: parent/child (0, 1), grandparent (0, 2), full siblings (1, 1), aunt or
 * uncle (1, 2), first cousins (2, 2), first cousins once removed (2, 3), third cousins (4, 4).
 *
 * Everyone who married into the family is an untested founder of the same population (see
 * PopulationSimulator.childWithFounder).
 */
export interface RelationshipSpec {
  /** short key used in reports, e.g. '1C1R' */
  key: string
  /** English name, for tables */
  name: string
  up1: number
  up2: number
  half: boolean
}

export const RELATIONSHIPS = {
  parentChild: { key: 'PC', name: 'parent/child', up1: 0, up2: 1, half: false },
  fullSiblings: { key: 'FS', name: 'full siblings', up1: 1, up2: 1, half: false },
  halfSiblings: { key: 'HS', name: 'half siblings', up1: 1, up2: 1, half: true },
  grandparent: { key: 'GP', name: 'grandparent/grandchild', up1: 0, up2: 2, half: false },
  auntUncle: { key: 'AU', name: 'aunt-uncle/niece-nephew', up1: 1, up2: 2, half: false },
  greatGrandparent: { key: 'GGP', name: 'great-grandparent', up1: 0, up2: 3, half: false },
  halfAuntUncle: { key: 'HAU', name: 'half aunt-uncle', up1: 1, up2: 2, half: true },
  firstCousins: { key: '1C', name: 'first cousins', up1: 2, up2: 2, half: false },
  halfFirstCousins: { key: 'H1C', name: 'half first cousins', up1: 2, up2: 2, half: true },
  firstCousinsOnceRemoved: { key: '1C1R', name: 'first cousins once removed', up1: 2, up2: 3, half: false },
  secondCousins: { key: '2C', name: 'second cousins', up1: 3, up2: 3, half: false },
  halfSecondCousins: { key: 'H2C', name: 'half second cousins', up1: 3, up2: 3, half: true },
  secondCousinsOnceRemoved: { key: '2C1R', name: 'second cousins once removed', up1: 3, up2: 4, half: false },
  thirdCousins: { key: '3C', name: 'third cousins', up1: 4, up2: 4, half: false },
  fourthCousins: { key: '4C', name: 'fourth cousins', up1: 5, up2: 5, half: false }
} as const satisfies Record<string, RelationshipSpec>

/** number of meioses on the path(s) between the two people (for lineal: up2) */
export function meiosesOf(spec: Pick<RelationshipSpec, 'up1' | 'up2'>): number {
  return spec.up1 + spec.up2
}

/** A person `generations` below `top`, each generation with a new founder spouse. */
export function descend(sim: PopulationSimulator, top: Person, generations: number, population: string): Person {
  let p = top
  for (let g = 0; g < generations; g++) p = sim.childWithFounder(p, population)
  return p
}

/** one pair of the given relationship, every founder from `population` */
export function simulatePair(sim: PopulationSimulator, spec: RelationshipSpec, population: string): [Person, Person] {
  if (spec.up1 < 0 || spec.up2 < 1 || spec.up1 > spec.up2) throw new Error(`unsupported relationship ${spec.key}: need 0 <= up1 <= up2 and up2 >= 1`)
  if (spec.up1 === 0) {
    const ancestor = sim.founder(population)
    return [ancestor, descend(sim, ancestor, spec.up2, population)]
  }
  if (spec.half) {
    // one shared ancestor, a different (untested) partner for each line
    const shared = sim.founder(population)
    const a = descend(sim, sim.childWithFounder(shared, population), spec.up1 - 1, population)
    const b = descend(sim, sim.childWithFounder(shared, population), spec.up2 - 1, population)
    return [a, b]
  }
  const father = sim.founder(population)
  const mother = sim.founder(population)
  const a = descend(sim, sim.child(father, mother), spec.up1 - 1, population)
  const b = descend(sim, sim.child(father, mother), spec.up2 - 1, population)
  return [a, b]
}

/**
 * A nuclear family with relatives on both sides, for telling which parent a match comes
 * through: the child, both parents, and on each side a first cousin of the child (the child of
 * a parent's full sibling) and a second cousin.
 */
export interface TwoSidedFamily {
  child: Person
  father: Person
  mother: Person
  fullSibling: Person
  paternalCousin: Person
  maternalCousin: Person
  paternalSecondCousin: Person
  maternalSecondCousin: Person
}

export function simulateTwoSidedFamily(sim: PopulationSimulator, population: string): TwoSidedFamily {
  const side = () => {
    const greatGrandfather = sim.founder(population)
    const greatGrandmother = sim.founder(population)
    const grandparent = sim.child(greatGrandfather, greatGrandmother)
    const grandparentSibling = sim.child(greatGrandfather, greatGrandmother)
    const otherGrandparent = sim.founder(population)
    const parent = sim.child(grandparent, otherGrandparent)
    const parentSibling = sim.child(grandparent, otherGrandparent)
    return {
      parent,
      cousin: sim.childWithFounder(parentSibling, population),
      secondCousin: descend(sim, grandparentSibling, 2, population)
    }
  }
  const paternal = side()
  const maternal = side()
  const child = sim.child(paternal.parent, maternal.parent)
  return {
    child,
    father: paternal.parent,
    mother: maternal.parent,
    fullSibling: sim.child(paternal.parent, maternal.parent),
    paternalCousin: paternal.cousin,
    maternalCousin: maternal.cousin,
    paternalSecondCousin: paternal.secondCousin,
    maternalSecondCousin: maternal.secondCousin
  }
}
