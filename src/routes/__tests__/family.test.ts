/** spec 2.10: /ancestry/family/{id} and /report/ancestry/family/{id}. */
import { familyRedirect } from '../family'

describe('family page rule (2.10)', () => {
  it('from=familyClue sends a signed-in user to the report page, keeping the query string', () => {
    expect(familyRedirect('/ancestry/family/42', '?from=familyClue&x=1', true)).toBe('/report/ancestry/family/42?from=familyClue&x=1')
  })
  it('from=familyTreePeronHome does the same', () => {
    expect(familyRedirect('/ancestry/family/42', '?from=familyTreePeronHome', true)).toBe('/report/ancestry/family/42?from=familyTreePeronHome')
  })
  it('another from, or none, stays', () => {
    expect(familyRedirect('/ancestry/family/42', '?from=search', true)).toBeNull()
    expect(familyRedirect('/ancestry/family/42', '', true)).toBeNull()
  })
  it('only the family page itself: /ancestry/family/mine is another page', () => {
    expect(familyRedirect('/ancestry/family/mine', '?from=familyClue', true)).toBeNull()
  })
  it('unauthenticated users are sent from the report page to /ancestry/family/{id}', () => {
    expect(familyRedirect('/report/ancestry/family/42', '?from=familyClue', false)).toBe('/ancestry/family/42?from=familyClue')
    expect(familyRedirect('/report/ancestry/family/all-list', '', false)).toBeNull()
  })
  it('an unauthenticated visitor with from=familyClue stays on /ancestry/family/{id} (no loop)', () => {
    expect(familyRedirect('/ancestry/family/42', '?from=familyClue', false)).toBeNull()
  })
  it('signed-in users stay on the report page', () => {
    expect(familyRedirect('/report/ancestry/family/42', '', true)).toBeNull()
  })
})
