/**
 * The answers of the kit-to-report endpoints as the pages name them: each type is the output of
 * its declaration in @xungen/contracts/endpoints (the calls themselves are `call(ENDPOINT, …)`).
 */
import type { BIND_ENDPOINTS, EndpointInput, EndpointOutput, LAB_ENDPOINTS, PERSONS_ENDPOINTS } from '@xungen/contracts/endpoints'

export type PersonView = EndpointOutput<typeof PERSONS_ENDPOINTS.personById>
export type DetectionView = PersonView['detections'][number]
export type PersonListData = EndpointOutput<typeof PERSONS_ENDPOINTS.personsV2>
export type BaseInfoModifiable = EndpointOutput<typeof PERSONS_ENDPOINTS.personBaseInfoModifiable>
export type PersonUpdate = EndpointInput<typeof PERSONS_ENDPOINTS.updatePerson>['body']
export type DetectionStatusData = EndpointOutput<typeof PERSONS_ENDPOINTS.detectionStatus>
export type TimelineEntry = DetectionStatusData['timeline'][number]
/** spec 3.4 detection-person draft (plus the agreements the wizard records) */
export type BindDraft = EndpointInput<typeof BIND_ENDPOINTS.saveDraft>['body']
export type LabSample = EndpointOutput<typeof LAB_ENDPOINTS.receive>
