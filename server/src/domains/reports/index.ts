/** The reports area as other areas see it: the analysis pipeline (decorated as app.analysis) and the report data. */
export { AnalysisPipeline, ANALYSIS_ATTEMPTS, type PipelineHooks } from './pipeline'
export { ReportService, type Viewer } from './service'
export { engineVersions, GenomeFileRejected, inspectRawFile, MIN_IMPORT_CALLS } from './genome'
