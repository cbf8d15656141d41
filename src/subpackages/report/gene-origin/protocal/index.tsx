// /report/gene-origin/protocal (spec 2.9, the spec's spelling): the gene-origin service agreement (opt-in, what others see, withdrawal).
import { definePage } from '@/shell/definePage'
import { ProtocolView } from '@/features/geneOrigin/components/OriginSections'

export default definePage(() => <ProtocolView />)
