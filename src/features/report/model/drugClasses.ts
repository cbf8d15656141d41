/**
 * The drug categories of spec 2.9 (/report/drug/class/:id?, the side navigation's drug
 * categories): the drug items of the knowledge base grouped by what the drugs are used for. An
 * item may sit in two classes (thiopurines treat leukaemia and suppress the immune system). Items
 * the map does not name fall in `other`, so a new item is never lost.
 */
export interface DrugClass {
  id: string
  name: string
  items: readonly string[]
}

export const DRUG_CLASSES: readonly DrugClass[] = [
  { id: 'cardiovascular', name: '心血管用药', items: ['clopidogrel', 'warfarin', 'simvastatin', 'atorvastatin', 'rosuvastatin', 'lovastatin'] },
  { id: 'psychiatric', name: '精神与神经系统用药', items: ['citalopram_escitalopram', 'sertraline', 'amitriptyline', 'phenytoin'] },
  { id: 'pain', name: '止痛与抗炎药', items: ['nsaids_celecoxib', 'meloxicam', 'piroxicam'] },
  { id: 'digestive', name: '消化系统用药', items: ['proton_pump_inhibitors'] },
  { id: 'anti-infective', name: '抗感染用药', items: ['voriconazole', 'efavirenz', 'atazanavir', 'peginterferon', 'aminoglycosides'] },
  { id: 'oncology-immunology', name: '肿瘤与免疫抑制用药', items: ['thiopurines', 'fluoropyrimidines', 'tacrolimus'] }
]

export const OTHER_CLASS = { id: 'other', name: '其他药物' } as const

/** the classes with the ids of the given items, `other` for items no class names; empty classes left out */
export function groupByClass(itemIds: readonly string[]): Array<{ id: string; name: string; items: string[] }> {
  const named = new Set(DRUG_CLASSES.flatMap(c => c.items))
  const groups = DRUG_CLASSES.map(c => ({ id: c.id, name: c.name, items: c.items.filter(i => itemIds.includes(i)) }))
  groups.push({ ...OTHER_CLASS, items: itemIds.filter(i => !named.has(i)) })
  return groups.filter(g => g.items.length > 0)
}
