/** Non-chip tests (issue 15 item 3): result definitions, panels, citations and the NGS risk-test intake. */
export * from './types'
export * from './citations'
export * from './panels'
export * from './definitions'
export * from './riskIntake'
