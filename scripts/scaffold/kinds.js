// The page skeletons `npm run pages:scaffold -- <pattern>` writes, one per page kind of the route
// table (src/routes/types.ts PageKind). A skeleton is a thin page module plus the feature's pieces:
//   src/<page>.tsx                                     the page: definePage() around the feature component
//   src/features/<feature>/components/<Name>/index.tsx what the page shows, on the kind's component
//                                                      (components/PageKinds: ListPage, DetailPage, FormPage;
//                                                      loading, failure, empty and signed-out come from PageState)
//   src/features/<feature>/hooks/use<Name>.ts          its data (useQuery, keyed: list, detail, report-item)
//                                                      or its submit (useSubmit: busy, failure, no second send)
//   src/features/<feature>/model/<name>.ts             the shapes and pure rules the component shows
// Every file carries a SCAFFOLD line where the real call or content goes; routes:report counts the
// route as built only once the page module has none left (scripts/lib/load-routes.js).

const SUFFIX = {
  list: 'List', detail: 'Detail', form: 'Form', 'report-item': 'Report', 'static-content': 'Content',
  'web-view': 'WebView', landing: 'Landing', action: 'Action'
}

const pascal = s => s.split(/[^A-Za-z0-9]+/).filter(Boolean).map(w => w[0].toUpperCase() + w.slice(1)).join('')

/**
 * `/user/persons/:id` (feature user, kind detail) -> PersonsDetail. Parameters other than `id` are
 * part of the name; when two routes of a feature would still share a name (`/ancestry/ytree/:id`
 * and `/ancestry/ytree/detail`), the one with parameters says them: AncestryYtreeByIdDetail (feature lineage, so the URL's ancestry stays in the name).
 */
function componentName(route, routes = []) {
  const name = baseName(route, false)
  const clash = route.params.length > 0 && routes.some(r => r !== route && r.feature === route.feature && baseName(r, false) === name)
  return clash ? baseName(route, true) : name
}

function baseName(route, withParams) {
  const segments = route.pattern.split('/').filter(Boolean)
  const statics = segments.filter(s => s !== ':id' && s !== ':id?').map(s => s.replace(/^:|\?$/g, ''))
  if (statics[0] && statics[0].toLowerCase() === route.feature.toLowerCase() && statics.length > 1) statics.shift()
  let name = pascal(statics.join('-')) || pascal(route.feature)
  if (withParams) name += 'By' + route.params.map(p => pascal(p.name)).join('And')
  const suffix = SUFFIX[route.kind]
  // '/ancestry/project/form' -> ProjectForm; '/ancestry/self-build-family/edit-form' -> SelfBuildFamilyEditFormForm
  if (pascal(statics[statics.length - 1] || '') !== suffix || withParams) name += suffix
  return /^[0-9]/.test(name) ? 'Page' + name : name
}

const q = s => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")

function header(route, what) {
  return `/**\n * ${route.pattern} (spec ${route.spec}): ${route.title}. ${what}\n */\n`
}

/** Props the page passes from its URL: the path parameters. */
function paramProps(route) {
  return route.params.map(p => `${p.name}${p.optional ? '?' : ''}: string`).join('; ')
}

function pageModule(route, name) {
  const params = route.params
  const pass = params.map(p => `${p.name}={location.params.${p.name}}`).join(' ')
  const usesLocation = params.length > 0
  return `// ${route.pattern} (spec ${route.spec}, ${route.kind}): the page stays thin; its code is in src/features/${route.feature}/.
// SCAFFOLD: remove this line once the page is built (routes:report counts it as not built until then).
import { definePage${usesLocation ? ', type PageProps' : ''} } from '@/shell/definePage'
import ${name} from '@/features/${route.feature}/components/${name}'

function Page(${usesLocation ? '{ location }: PageProps' : ''}) {
  return <${name}${pass ? ' ' + pass : ''} />
}

export default definePage(Page)
`
}

/** The skeleton of a route: { name, files: { path: text } }. `routes`: the table, to keep names unique in a feature. */
function files(route, routes = []) {
  const name = componentName(route, routes)
  const cls = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
  const model = name[0].toLowerCase() + name.slice(1)
  const hook = 'use' + name
  const props = paramProps(route)
  const propsType = props ? `{ ${props} }` : null
  const args = route.params.map(p => p.name).join(', ')
  const base = `src/features/${route.feature}`
  const out = { [`src/${route.page}.tsx`]: pageModule(route, name) }
  const component = body => {
    out[`${base}/components/${name}/index.tsx`] = body
  }

  if (route.kind === 'list' || route.kind === 'detail' || route.kind === 'report-item') {
    const isList = route.kind === 'list'
    const type = isList ? `${name}Item` : `${name}Data`
    out[`${base}/model/${model}.ts`] = header(route, 'What the page shows, as data.') + (isList
      ? `export interface ${type} {\n  id: string\n  title: string\n  /** the item's own page: href('<its detail route>', { id }) */\n  to: string\n}\n`
      : route.kind === 'report-item'
        ? `export interface ${type} {\n  title: string\n  /** the result in words (spec 2.9); only what the evidence supports */\n  result: string\n  /** the explanation and its sources */\n  explanation: string\n}\n`
        : `export interface ${type} {\n  title: string\n}\n`)
    const key = [`'${q(route.feature)}'`, `'${q(model)}'`, ...route.params.map(p => p.name)].join(', ')
    out[`${base}/hooks/${hook}.ts`] = header(route, 'Its data: loading, the value or the failure, kept under its key (useQuery: invalidateQueries([\'' + route.feature + '\']) reloads it after a change).') +
`import { useQuery } from '@/hooks/useQuery'
import type { ${type} } from '../model/${model}'

export function ${hook}(${route.params.map(p => `${p.name}${p.optional ? '?' : ''}: string`).join(', ')}) {
  return useQuery([${key}], async (): Promise<${isList ? type + '[]' : type}> => {
    // SCAFFOLD: the call, e.g. \`return toItems(await call(<area>.<endpoint>, { ... }))\` (docs/adding-a-page.md)
    throw new Error('${q(route.pattern)}: no call yet')
  })
}
`
    component(header(route, `The ${route.kind} itself; the page module only passes its URL parameters.`) +
`${isList ? "import Link from '@/components/Link'\n" : "import { Text } from '@tarojs/components'\n"}import { ${isList ? 'ListPage' : 'DetailPage'} } from '@/components/PageKinds'
import { ${hook} } from '../../hooks/${hook}'

export default function ${name}(${propsType ? `{ ${args} }: ${propsType}` : ''}) {
  return (
${isList
  ? `    <ListPage state={${hook}(${args})} className='xg-${cls}'>\n      {item => <Link key={item.id} to={item.to} className='xg-${cls}__item'>{item.title}</Link>}\n    </ListPage>`
  : `    <DetailPage state={${hook}(${args})} className='xg-${cls}'>\n${route.kind === 'report-item'
    ? `      {data => (\n        <>\n          <Text className='xg-${cls}__title'>{data.title}</Text>\n          <Text className='xg-${cls}__result'>{data.result}</Text>\n          <Text className='xg-${cls}__explanation'>{data.explanation}</Text>\n        </>\n      )}`
    : `      {data => <Text className='xg-${cls}__title'>{data.title}</Text>}`}\n    </DetailPage>`}
  )
}
`)
  } else if (route.kind === 'form') {
    out[`${base}/model/${model}.ts`] = header(route, 'The form\'s fields and its local checks (spec 5), pure so they are tested alone.') +
`export interface ${name}Values {
  // SCAFFOLD: the fields of the form
  name: string
}

export const EMPTY_${model.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}: ${name}Values = { name: '' }

/** One message per field that is not right yet (empty: the form may be sent). */
export function check${name}(values: ${name}Values): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!values.name.trim()) errors.name = '请填写此项'
  return errors
}
`
    out[`${base}/hooks/${hook}.ts`] = header(route, 'The submit: local checks, the call (useSubmit: busy, no second send), the server\'s refusals placed on the fields.') +
`import { useFormErrors } from '@/hooks/useFormErrors'
import { useSubmit } from '@/hooks/useSubmit'
import { check${name}, type ${name}Values } from '../model/${model}'

export function ${hook}(${route.params.map(p => `${p.name}${p.optional ? '?' : ''}: string`).join(', ')}) {
  const errors = useFormErrors()
  const send = useSubmit(async (values: ${name}Values) => {
    // SCAFFOLD: the call, e.g. \`await call(<area>.<endpoint>, { ${args ? `params: { ${args} }, ` : ''}body: values })\` (docs/adding-a-page.md)
    void values
    throw new Error('${q(route.pattern)}: no call yet'${args ? ` + [${args}].join(', ')` : ''})
  }, { onError: err => errors.fromFailure(err, { name: 'name' }, '提交失败，请重试') })

  async function submit(values: ${name}Values): Promise<boolean> {
    const local = check${name}(values)
    errors.reset(local)
    if (Object.keys(local).length > 0) return false
    return (await send.run(values)) !== undefined
  }

  return { errors, busy: send.busy, submit }
}
`
    component(header(route, 'The form; its checks are in model/, its submit in hooks/.') +
`import { Input } from '@tarojs/components'
import { useState } from 'react'
import Field from '@/components/Field'
import { FormPage } from '@/components/PageKinds'
import { EMPTY_${model.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}, type ${name}Values } from '../../model/${model}'
import { ${hook} } from '../../hooks/${hook}'

export default function ${name}(${propsType ? `{ ${args} }: ${propsType}` : ''}) {
  const [values, setValues] = useState<${name}Values>(EMPTY_${model.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()})
  const { errors, busy, submit } = ${hook}(${args})
  return (
    <FormPage className='xg-${cls}' error={errors.form} busy={busy} submitLabel='提交' onSubmit={() => void submit(values)}>
      <Field label='名称' name='name' error={errors.of('name')}>
        <Input value={values.name} onFocus={errors.clear('name')} onInput={e => setValues({ ...values, name: e.detail.value })} />
      </Field>
    </FormPage>
  )
}
`)
  } else {
    // static-content, web-view, landing, action: no data of their own to load
    const what = {
      'static-content': 'Text the product writes (agreements, statements, guides): the words come from the owner of the text, never invented.',
      'web-view': 'Designed for the apps\' web views (spec 2.13), phone-width everywhere.',
      landing: 'An entry page that leads to the area\'s other pages (href() for every link).',
      action: 'Does one thing and leaves.'
    }[route.kind]
    component(header(route, what) +
`import { Text, View } from '@tarojs/components'

export default function ${name}(${propsType ? `_props: ${propsType}` : ''}) {
  return (
    <View className='xg-${cls}'>
      {/* SCAFFOLD: the content of ${q(route.title)}${args ? ` (it depends on _props.${route.params.map(p => p.name).join(', _props.')})` : ''} */}
      <Text className='xg-${cls}__title'>${route.title.replace(/[{}<>]/g, '')}</Text>
    </View>
  )
}
`)
  }
  return { name, files: out }
}

module.exports = { files, componentName, SUFFIX }
