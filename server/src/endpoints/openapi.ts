/**
 * The OpenAPI 3.1 document of every declared endpoint (@xungen/contracts/endpoints), generated at
 * start from the declarations with zod's z.toJSONSchema (JSON Schema 2020-12, OpenAPI 3.1's own
 * dialect): request parts as their input types, answers as their output types inside the
 * envelope. Served at GET /openapi.json; GET /docs (not in production) is a page that reads it.
 */
import { z } from 'zod'
import { CODE_HTTP_STATUS, CODE_MESSAGES, HEADERS, isKnownCode } from '@xungen/contracts'
import { ENDPOINTS, allowedCodes, openApiPath, type EndpointAuth, type EndpointDeclaration } from '@xungen/contracts/endpoints'

type JsonSchema = Record<string, unknown>

function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  return rest
}

/** query or path parameters from an object schema: one entry per property */
function parameters(schema: z.core.$ZodType | undefined, where: 'query' | 'path'): JsonSchema[] {
  if (!schema) return []
  const s = jsonSchema(schema, 'input')
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((s.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }))
}

export function authText(auth: EndpointAuth): string {
  if (auth === 'public') return 'public'
  if (auth === 'user') return 'signed-in user'
  if (auth === 'sample') return 'sample-report mode or signed-in user'
  if (auth === 'share') return 'share token or signed-in user'
  return `staff: ${auth.staff.join(', ')}`
}

function operation(area: string, name: string, d: EndpointDeclaration): JsonSchema {
  const codes = [...allowedCodes(d)].filter(c => c !== 0).sort((a, b) => a - b)
  const envelope = (data: JsonSchema): JsonSchema => ({
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data }
  })
  const errorStatuses = new Map<number, number[]>()
  for (const code of codes) {
    const status = isKnownCode(code) ? CODE_HTTP_STATUS[code] : 400
    errorStatuses.set(status, [...(errorStatuses.get(status) ?? []), code])
  }
  const responses: Record<string, JsonSchema> = {
    200: { description: 'code 0', content: { 'application/json': { schema: envelope(jsonSchema(d.response, 'output')) } } }
  }
  for (const [status, list] of [...errorStatuses].sort((a, b) => a[0] - b[0])) {
    responses[String(status)] = {
      description: list.map(c => `${c} ${isKnownCode(c) ? CODE_MESSAGES[c] : ''}`.trim()).join('; '),
      content: { 'application/json': { schema: envelope({}) } }
    }
  }
  const op: JsonSchema = {
    operationId: `${area}.${name}`,
    tags: [area],
    summary: d.summary,
    description: `Who may call: ${authText(d.auth)}. Codes besides 0: ${codes.join(', ')} (spec 8.1).`,
    'x-auth': d.auth,
    'x-codes': codes,
    parameters: [...parameters(d.params, 'path'), ...parameters(d.query, 'query')],
    responses
  }
  if (d.auth !== 'public') op.security = [{ token: [] }]
  if (d.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(d.body, 'input') } } }
  if (d.file) {
    op.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', required: [d.file], properties: { [d.file]: { type: 'string', contentMediaType: 'application/octet-stream' } } } } }
    }
  }
  return op
}

export function openApiDocument(options: { version: string; endpoints?: Readonly<Record<string, Readonly<Record<string, EndpointDeclaration>>>> }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  const groups = options.endpoints ?? ENDPOINTS
  for (const [area, group] of Object.entries(groups)) {
    for (const [name, d] of Object.entries<EndpointDeclaration>(group)) {
      const path = openApiPath(d.path)
      paths[path] = { ...(paths[path] ?? {}), [d.method.toLowerCase()]: operation(area, name, d) }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '基因寻根 API',
      version: options.version,
      description: [
        'Every answer is the envelope {code, message, data} of spec 7.1; code 0 is success, the others are the codes of spec 8.1 (and 44xx/4290/500/503, ADR 0002).',
        'Every call under /proxy and /web/api/new is signed (spec 7.1, ADR 0002: the signature query parameters); the session token travels in the `token` header or cookie.',
        'Generated from the declarations in packages/contracts/src/endpoints.'
      ].join('\n\n')
    },
    tags: Object.keys(groups).map(name => ({ name })),
    paths,
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: HEADERS.token } } }
  }
}
