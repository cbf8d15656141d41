// /report/ancestry/eastern-zhou (spec 2.9): not built yet, on purpose. Comparing a person with ancient genomes
// needs published ancient-genome genotypes (e.g. the AADR compilation, with each sample's dating and
// site) at the chip's positions; the reference data (/work/shared/data) holds none, so nothing can be
// compared honestly. See docs/ancestry.md, "Ancient genomes".
export { default } from '@/shell/NotBuiltPage'
