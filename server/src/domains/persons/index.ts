/** The persons area as other areas see it. */
export { PersonsService, productView, validBirthday, type PersonView, type DetectionView } from './service'
export { BindingService, type BindDraft } from './binding'
export { recordStateChange, type StateChange } from './timeline'
export { notify, parseJsonArray } from './repository'
