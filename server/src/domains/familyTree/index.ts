/**
 * The family tree domain (家谱, spec 2.10 family-tree, 3.11, issue 24 items 1-3): trees owned and
 * shared, persons and families, GEDCOM in and out (gedcom/, a pure module), the DNA links; the
 * gallery (gallery/: photos and documents, life stories, comments).
 */
import { defineDomain } from '../domain'
import { migrations } from './migrations'
import familyTreeRoutes from './routes'

export { FamilyTreeService } from './service'
export { readGedcom, writeGedcom } from './gedcom'

export default defineDomain({
  name: 'familyTree',
  migrations,
  plugin: familyTreeRoutes,
  after: ['accounts', 'persons', 'reports'],
  endpoints: ['familyTree', 'familyTreeGallery']
})
