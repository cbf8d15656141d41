/** The laboratory area as other areas and the lab CLI see it. */
export { LabService, LAB_MESSAGES, RAW_FILE_MAX_BYTES, type SampleSummary } from './service'
