// /user/persons/:id/privacy/gene-origin (spec 2.11): the person's gene-origin switch.
import { definePage, type PageProps } from '@/shell/definePage'
import PrivacySwitch from '@/features/persons/components/PrivacySwitch'

function Page({ location }: PageProps) {
  return <PrivacySwitch id={location.params.id ?? ''} feature='geneOrigin' />
}

export default definePage(Page)
