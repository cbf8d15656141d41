/**
 * Covid test appointments (spec 3.14 Covid, 7.3 Other "covid19 (bind, list, report, appointment,
 * suppliers)"; contracts/src/covid): the suppliers by province and city, the account's bound
 * sample codes with their appointment, the report the owner reads, and the /ops console where
 * staff keep the suppliers and move appointments.
 */
import { z } from 'zod/mini'
import {
  COVID_MESSAGES,
  COVID_NOTE_MAX,
  COVID_RESULTS,
  COVID_SAMPLE_MESSAGES,
  COVID_SAMPLE_PATTERN,
  COVID_STATUSES,
  normalizeCovidSampleCode,
  type CovidAppointmentView,
  type CovidOpsAppointment,
  type CovidReport,
  type CovidSampleView,
  type CovidSupplier
} from '../covid'
import { endpoint } from './define'
import { safeText } from './text'

const place = z.object({ code: z.string(), name: z.string() })
const regionCode = z.string().check(z.regex(/^\d{6}$/, COVID_MESSAGES.region))
const sampleCode = z.pipe(
  z.string().check(z.maxLength(40), z.overwrite(v => normalizeCovidSampleCode(v))),
  z.string().check(z.regex(COVID_SAMPLE_PATTERN, COVID_SAMPLE_MESSAGES.format))
)
const id = z.pipe(z.coerce.number<number | string>(), z.int().check(z.positive(), z.lte(2 ** 31 - 1)))

export const covidSupplierSchema: z.ZodMiniType<CovidSupplier> = z.object({
  id: z.number(),
  name: z.string(),
  province: place,
  city: place,
  address: z.string(),
  phone: z.string(),
  demo: z.boolean(),
  active: z.boolean()
})

const appointmentSchema: z.ZodMiniType<CovidAppointmentView> = z.object({
  id: z.number(),
  status: z.enum(COVID_STATUSES),
  day: z.string(),
  supplier: z.object({ id: z.number(), name: z.string(), address: z.string(), phone: z.string(), demo: z.boolean() }),
  province: place,
  city: place,
  createdAt: z.number(),
  sampledAt: z.nullable(z.number()),
  reportedAt: z.nullable(z.number()),
  cancelledAt: z.nullable(z.number())
})

export const covidSampleSchema: z.ZodMiniType<CovidSampleView> = z.object({
  sampleCode: z.string(),
  personName: z.string(),
  boundAt: z.number(),
  appointment: z.nullable(appointmentSchema)
})

export const covidReportSchema: z.ZodMiniType<CovidReport> = z.object({
  sampleCode: z.string(),
  personName: z.string(),
  supplierName: z.string(),
  supplierDemo: z.boolean(),
  day: z.string(),
  sampledAt: z.nullable(z.number()),
  reportedAt: z.number(),
  result: z.enum(COVID_RESULTS),
  resultText: z.string(),
  note: z.nullable(z.string())
})

const opsAppointmentSchema: z.ZodMiniType<CovidOpsAppointment> = z.object({
  id: z.number(),
  sampleCode: z.string(),
  status: z.enum(COVID_STATUSES),
  day: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  cityName: z.string(),
  createdAt: z.number(),
  updatedAt: z.number()
})

const supplierBody = z.strictObject({
  name: safeText().check(z.trim(), z.minLength(2, '请输入机构名称'), z.maxLength(40, '机构名称最多 40 个字')),
  provinceCode: regionCode,
  cityCode: regionCode,
  address: safeText().check(z.trim(), z.minLength(4, '请输入机构地址'), z.maxLength(100, '机构地址最多 100 个字')),
  phone: z.string().check(z.trim(), z.regex(/^[0-9-]{5,20}$/, '请输入正确的联系电话')),
  active: z.boolean()
})

const sampleList = z.object({ list: z.array(covidSampleSchema) })

export const COVID = {
  covidSuppliers: endpoint({
    method: 'GET', path: '/proxy/covid19/suppliers',
    auth: 'public',
    summary: 'The sampling suppliers taking appointments, optionally of one province or city (suppliers seeded for trying the feature say demo)',
    query: z.object({ provinceCode: z.optional(regionCode), cityCode: z.optional(regionCode) }),
    response: z.object({ list: z.array(covidSupplierSchema) }),
    codes: []
  }),
  covidList: endpoint({
    method: 'GET', path: '/proxy/covid19/list',
    auth: 'user',
    summary: "The account's bound covid sample codes, newest first, each with its latest appointment",
    response: sampleList,
    codes: []
  }),
  covidBind: endpoint({
    method: 'POST', path: '/proxy/covid19/bind',
    auth: 'user',
    summary: 'Bind a covid sample code (CV + 10 digits, Luhn) to the account for one named person; a code is bound once',
    // the code's and the name's rules are checked by the service, for their own messages (contracts covid)
    body: z.strictObject({
      sampleCode: z.string().check(z.maxLength(40), z.overwrite(v => normalizeCovidSampleCode(v))),
      personName: z.string().check(z.trim(), z.maxLength(40))
    }),
    response: sampleList,
    codes: [4006],
    bodyLimit: 2048
  }),
  covidAppointment: endpoint({
    method: 'POST', path: '/proxy/covid19/appointment',
    auth: 'user',
    summary: "Book a sampling appointment for one of the account's samples: an active supplier of the province and city, a day within the next 7 days",
    body: z.strictObject({
      sampleCode,
      supplierId: z.int().check(z.positive(), z.lte(2 ** 31 - 1)),
      provinceCode: regionCode,
      cityCode: regionCode,
      day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, COVID_MESSAGES.day))
    }),
    response: sampleList,
    codes: [404, 4006],
    bodyLimit: 2048
  }),
  covidCancel: endpoint({
    method: 'PUT', path: '/proxy/covid19/appointment/:id/cancel',
    auth: 'user',
    summary: "Cancel one of the account's appointments while it is booked",
    params: z.object({ id }),
    response: sampleList,
    codes: [404, 4006]
  }),
  covidReport: endpoint({
    method: 'GET', path: '/proxy/covid19/report/:sampleCode',
    auth: 'user',
    summary: "The result of one of the account's samples once staff reported it (404 for anyone else's)",
    params: z.object({ sampleCode }),
    response: covidReportSchema,
    codes: [404, 4006]
  }),
  opsCovidSuppliers: endpoint({
    method: 'GET', path: '/proxy/ops/covid19/suppliers',
    auth: { staff: ['operator'] },
    summary: 'Staff: every supplier, taking appointments or not',
    response: z.object({ list: z.array(covidSupplierSchema) }),
    codes: []
  }),
  opsCovidAddSupplier: endpoint({
    method: 'POST', path: '/proxy/ops/covid19/suppliers',
    auth: { staff: ['operator'] },
    summary: 'Staff: add a supplier of a province and one of its cities',
    body: supplierBody,
    response: covidSupplierSchema,
    codes: [4006],
    bodyLimit: 4096
  }),
  opsCovidSaveSupplier: endpoint({
    method: 'PUT', path: '/proxy/ops/covid19/suppliers/:id',
    auth: { staff: ['operator'] },
    summary: 'Staff: change a supplier (a closed one takes no new appointment; booked ones stay)',
    params: z.object({ id }),
    body: supplierBody,
    response: covidSupplierSchema,
    codes: [404, 4006],
    bodyLimit: 4096
  }),
  opsCovidAppointments: endpoint({
    method: 'GET', path: '/proxy/ops/covid19/appointments',
    auth: { staff: ['operator', 'lab'] },
    summary: "Staff: appointments of one status (or all), newest first, without the person's name",
    query: z.object({ status: z.optional(z.enum(COVID_STATUSES)) }),
    response: z.object({ list: z.array(opsAppointmentSchema) }),
    codes: []
  }),
  opsCovidMove: endpoint({
    method: 'PUT', path: '/proxy/ops/covid19/appointments/:id/status',
    auth: { staff: ['operator', 'lab'] },
    summary: 'Staff: move an appointment (booked → sampled → reported with its result; booked or sampled → cancelled)',
    params: z.object({ id }),
    body: z.strictObject({
      status: z.enum(['sampled', 'reported', 'cancelled']),
      result: z.optional(z.enum(COVID_RESULTS)),
      note: z.optional(safeText().check(z.trim(), z.maxLength(COVID_NOTE_MAX, `说明最多 ${COVID_NOTE_MAX} 个字`)))
    }),
    response: opsAppointmentSchema,
    codes: [404, 4006],
    bodyLimit: 2048
  })
} as const

/** The endpoint groups this file adds to ENDPOINTS, by area (index.ts is generated from these). */
export default { covid: COVID } as const
