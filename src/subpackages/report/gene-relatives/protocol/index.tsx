// /report/gene-relatives/protocol (spec 2.9): the gene-relatives service agreement.
import { definePage } from '@/shell/definePage'
import AgreementView from '@/features/consent/AgreementView'
import GENE_RELATIVES_AGREEMENT from '@/features/consent/agreements/gene-relatives'

export default definePage(() => <AgreementView text={GENE_RELATIVES_AGREEMENT} />)
