/** spec 3.13-3.14: orders, money, addresses and the rest of section 3. */

/** spec 3.13: Order query/action */
export interface OrderRequest {
  id?: number | string
  payType?: string
  wxAppAlias?: string
  page?: number
  size?: number
}

/** spec 3.13: Coupon */
export interface Coupon {
  couponId: number | string
  userId?: number
  productId?: number | string
  productNum?: number
  fromProductId?: number | string
  commodityId?: number | string
  skuInfos?: unknown[]
  selectIds?: Array<number | string>
  bizCode?: string
  bizUniKey?: string
  qrcode_id?: string
}

/** spec 3.13: Withdrawal */
export interface Withdrawal {
  authCode: string
  payeeAccount: string
  payeeName: string
  amount: number
}

/** spec 3.13: a region list is a sequence of {name, code} */
export interface Region {
  name: string
  code: string
}

/** spec 3.13: Address: province, city, district, street, each with a code */
export interface Address {
  province: Region
  city: Region
  district: Region
  street: Region
}

/** spec 3.13: a delivery address ("a free object, id"): its fields are declared with the address calls in account/address.ts */

/** spec 3.13: invoice content default: a gene-interpretation service fee */
export const DEFAULT_INVOICE_CONTENT = '基因解读服务费'

/** spec 3.13: Invoice info; invoiceType defaults to 1, type to 0 */
export interface InvoiceInfo {
  invoiceType: number
  type: number
  email?: string
  mobile?: string
  info: {
    companyName?: string
    taxpayerCode?: string
    registerAddress?: string
    registerNumber?: string
    registerBank?: string
    bankAccount?: string
    invoiceContent: string
  }
}

/** spec 3.13: messaging-app (WeChat) payment parameters */
export interface WechatPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: string
  paySign: string
}

/** spec 4: messaging-app payment result */
export type WechatPayResult = { status: 'success' } | { status: 'failure'; raw: unknown } | { status: 'cancelled' }

/** spec 3.14: Account cancel application */
export interface AccountCancelApplication {
  type: string
  barcodes: string[]
  verifyCode: string
}

/** spec 3.14: Express return */
export interface ExpressReturn {
  name: string
  mobile: string
  address: string
  barcode: string
  contact?: string
  barcodeStatusList?: unknown[]
  expressCode?: string
  addressInfo?: Address
  mailNO?: string
  state?: string
}

/** spec 3.14: Gene data upload */
export interface GeneDataUpload {
  name: string
  gender: 'male' | 'female'
  birthday?: string
  birthplace?: string
  birthplaceCode?: string
  fileName: string
  filePath: string
  fetchCode?: string
  type: string
}

/** spec 3.14: Questionnaire; agreement version defaults to 2 */
export interface QuestionnaireAnswer {
  answer: unknown
  agree: boolean
  version: number
}

/** spec 3.14: Covid appointment */
export interface CovidAppointment {
  sample_code: string
  supplier_id: number | string
  status?: string
  province_code: string
  city_code: string
}

/** spec 3.14: Reunion relative info */
export interface ReunionRelativeInfo {
  province: string
  city: string
  area: string
  barcode: string
}

/** spec 3.14: Activity. "Current activity is the one where now lies between startDate and endDate." */
export interface Activity {
  startDate: string
  endDate: string
  now?: string
  picInfos: Array<{ url: string; link?: string }>
  params?: { activityStartTime?: string; activityEndTime?: string }
  index?: number
  createAt?: string
}

/** spec 3.14: Description config */
export interface DescriptionConfig {
  key: string
  name: string
  content: string
  contentType: string
}

/** spec 3.14: Share info */
export interface ShareInfo {
  title: string
  description: string
  webpageUrl: string
  thumbImage?: string
  headImageUrl?: string
}

/** spec 3.14: Share state */
export interface ShareState {
  shareToken: string | null
  shareBarcode: string | null
  shareSct: unknown | null
}

/** spec 3.14: Scan result */
export interface ScanResult {
  type: string
  data: string
}
