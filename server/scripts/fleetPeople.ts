/**
 * What the fleet scenario (fleet.ts) and the fleet bench (bench-fleet.ts) take through the API:
 * simulated families written as chip raw files (the genome engine's population simulator at real
 * panel positions, as the relatives tests and the e2e journeys make them), and a laboratory staff
 * account on a running fleet.
 */
import path from 'node:path'
import { LAB_ROLE } from '@xungen/contracts'
import { Rng, buildFrequencyModel, createMatchPanel, getReference, loadUniverse, readGeneticMap } from '@xungen/genome'
import { chipGenotypes, PopulationSimulator } from '@xungen/genome/simulate/people'
import { writeSimulatedVendorFile } from '@xungen/genome/simulate/vendor-file'
import type { Fleet } from './fleetProcesses'
import { newPhone, type Api } from './journeyClient'

export type FamilyRole = 'father' | 'child' | 'sibling'

export interface SimulatedPerson {
  key: FamilyRole
  /** which family (0…): the members of one family are each other's relatives, the families strangers */
  family: number
  file: string
  sex: 'male' | 'female'
}

/** the relationship the index finds between two members of one family (keys sorted, joined by |) */
export const FAMILY_RELATIONSHIPS: Record<string, string> = { 'child|father': 'parent-child', 'father|sibling': 'parent-child', 'child|sibling': 'full-sibling' }

/**
 * `people` simulated persons in families of three: a father on one chip, his two children on
 * others (the index matches across layouts); the last family may be cut short. Written to `dir`
 * as 23andMe-shaped raw files (about 6 MB each, 2–3 s each to write). The same seed gives the same
 * people.
 */
export async function simulatedFamilies(dir: string, people: number, seed = 'fleet-family'): Promise<SimulatedPerson[]> {
  const ref = getReference()
  const { panel } = await loadUniverse({ ref })
  const match = createMatchPanel(panel, readGeneticMap(ref))
  const freq = buildFrequencyModel(panel, ref)
  const sim = new PopulationSimulator(match, [{ population: 'CHS', a2: freq.simulationA2('CHS') }], new Rng(seed))
  const chips = { father: 'chip-a', child: 'chip-b', sibling: 'chip-a' } as const
  const out: SimulatedPerson[] = []
  for (let family = 0; out.length < people; family++) {
    const father = sim.founder('CHS')
    const mother = sim.founder('CHS')
    const members = { father, child: sim.child(father, mother), sibling: sim.child(father, mother) }
    for (const key of Object.keys(members) as FamilyRole[]) {
      if (out.length >= people) break
      const file = path.join(dir, family === 0 ? `${key}.txt` : `${key}-${family}.txt`)
      writeSimulatedVendorFile(panel, chipGenotypes(match, members[key], sim.rng), '23andme', file, [key], chips[key])
      // the simulated genomes read as female to the engine (no Y calls): declared as such, so that no report is held for review
      out.push({ key, family, file, sex: 'female' })
    }
  }
  return out
}

/** a staff account on the fleet, given the lab role the way `npm run lab -- grant-role` gives it */
export async function labStaff(fleet: Fleet, api: Api): Promise<{ token: string; userId: number }> {
  const staff = await api.session('staff sign-up', newPhone(), '实验室员工')
  await fleet.db.db.insertInto('user_roles').values({ user_id: staff.userId, role: LAB_ROLE, created_at: Date.now() }).execute()
  return staff
}
