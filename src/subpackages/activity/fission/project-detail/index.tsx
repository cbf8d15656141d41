// /fission/project-detail (spec 2.13, web-view): an activity by ?key= (id or slug), with ?code= a friend's help; code in src/features/activities/.
import { definePage, type PageProps } from '@/shell/definePage'
import { ProjectDetail } from '@/features/activities/components/Fission'

function Page({ location }: PageProps) {
  const key = /^(\d{1,9}|[a-z][a-z0-9-]{1,31})$/.test(location.query.key ?? '') ? location.query.key! : 'hearing'
  const code = /^[23456789A-Z]{8}$/.test(location.query.code ?? '') ? location.query.code : undefined
  return <ProjectDetail activityKey={key} code={code} path={location.path + location.search} />
}

export default definePage(Page)
