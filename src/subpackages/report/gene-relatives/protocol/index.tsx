// /report/gene-relatives/protocol (spec 2.9): the gene-relatives service agreement.
import { definePage } from '@/shell/definePage'
import AgreementDocument from '@/features/protocol/components/AgreementDocument'
import { GENE_RELATIVES_AGREEMENT } from '@/features/protocol/texts'

export default definePage(() => <AgreementDocument text={GENE_RELATIVES_AGREEMENT} />)
