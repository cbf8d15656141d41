/** The page module of every route that is not built yet: its title and the "being built" view, in its layout. */
import NotBuilt from '@/components/NotBuilt'
import { definePage, type PageProps } from './definePage'

function NotBuiltContent({ route }: PageProps) {
  return <NotBuilt title={route.title} />
}

export default definePage(NotBuiltContent)
