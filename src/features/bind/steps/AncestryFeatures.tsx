/**
 * /user/persons/bind/ancestry-features (spec 2.12, 3.4 openAncestryFunction, researchAgree):
 * what the person's data may be used for. Relatives finding needs the online-search agreement
 * (/protocol/online-search); it can be changed later on the person's privacy page.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import Link from '@/components/Link'
import Switch from '@/components/Switch'
import { relativesNameProblem } from '@xungen/contracts'
import RelativesNameField from '@/features/persons/components/RelativesNameField'
import WizardStep from '../components/WizardStep'
import { useWizardStep } from '../wizard'

export const ANCESTRY_FEATURES = {
  ancestry: { title: '祖源分析', text: '分析父系、母系单倍群和祖源构成。' },
  relatives: { title: '基因寻亲', text: '与其他开启寻亲的用户比对 DNA，发现血缘亲人；对方只能看到您的称呼和亲缘关系。' },
  research: { title: '参与科学研究', text: '去除身份信息后的数据用于经伦理审查的科研项目，可随时退出。' }
} as const

export default function AncestryFeatures() {
  const step = useWizardStep('ancestry-features')
  const [ancestry, setAncestry] = useState(step.draft.openAncestryFunction ?? true)
  const [relatives, setRelatives] = useState(step.draft.geneRelatives ?? false)
  const [research, setResearch] = useState(step.draft.researchAgree ?? false)
  // a new person's 称呼 for relatives (an existing person keeps theirs: the person page changes it)
  const newPerson = step.draft.personId === undefined
  const [alias, setAlias] = useState(step.draft.relativesName ?? '')
  const [aliasError, setAliasError] = useState<string | null>(null)
  const rows = [
    { key: 'ancestry', on: ancestry, set: setAncestry },
    { key: 'relatives', on: relatives, set: setRelatives },
    { key: 'research', on: research, set: setResearch }
  ] as const

  function go() {
    const features = rows.filter(r => r.on).map(r => r.key)
    const problem = newPerson && relatives ? relativesNameProblem(alias, step.draft.name, step.draft.surname) : null
    setAliasError(problem)
    if (problem) return Promise.resolve(false)
    const named = newPerson && relatives ? { relativesName: alias.trim() } : {}
    return step.save({ openAncestryFunction: ancestry, geneRelatives: relatives, researchAgree: research, ancestryFeatures: [...features], ...named })
  }

  return (
    <WizardStep
      name='ancestry-features'
      title='选择要开启的功能'
      description='这些设置之后都可以在检测人的隐私设置中修改。'
      error={step.error}
      primary={{ label: '下一步', onClick: go, loading: step.busy }}
    >
      {rows.map(r => (
        <View key={r.key} className={`xg-features__row xg-features__row--${r.key}`}>
          <View className='xg-features__text'>
            <Text className='xg-features__title'>{ANCESTRY_FEATURES[r.key].title}</Text>
            <Text className='xg-wizard__note'>{ANCESTRY_FEATURES[r.key].text}</Text>
          </View>
          <Switch checked={r.on} onChange={r.set} label={ANCESTRY_FEATURES[r.key].title} />
        </View>
      ))}
      {relatives && newPerson && <RelativesNameField value={alias} onChange={v => { setAliasError(null); setAlias(v) }} error={aliasError ?? step.fieldErrors.relativesName} inputClassName='xg-wizard__input' />}
      {relatives && (
        <Text className='xg-wizard__note'>
          开启基因寻亲即表示您同意<Link to='/protocol/online-search' className='xg-wizard__link'>《在线寻亲授权协议》</Link>
        </Text>
      )}
    </WizardStep>
  )
}
