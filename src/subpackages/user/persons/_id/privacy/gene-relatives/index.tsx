// /user/persons/:id/privacy/gene-relatives (spec 2.11): the person's relatives-finding switch.
import { definePage, type PageProps } from '@/shell/definePage'
import PrivacySwitch from '@/features/persons/components/PrivacySwitch'

function Page({ location }: PageProps) {
  return <PrivacySwitch id={location.params.id ?? ''} feature='geneRelatives' />
}

export default definePage(Page)
