/** The ancestry pages' Chinese words: engine messages by code, reference populations, data sets, the Y index places. */
import { ANCESTRY_GROUPING_ZH, ENGINE_MESSAGES, THOUSAND_GENOMES_POPULATION_ZH, datasetName, engineText, populationName, yIndexPopulationName, type EngineMessageCode } from '.'
import { citationLine } from '../report/citation'

const LATIN_WORD = /[A-Za-z]{2,}/

describe('engine messages', () => {
  it('every code has Chinese words and no English word but the data set authors', () => {
    const params = { used: 22, total: 169, min: 40, typed: 0, grouping: 'north-south', best: 'population', accuracy: '88.2', threshold: '95.0' }
    for (const code of Object.keys(ENGINE_MESSAGES) as EngineMessageCode[]) {
      const t = engineText({ code, params }, '—')
      expect(t).toMatch(/\p{Script=Han}/u)
      expect(t).not.toMatch(LATIN_WORD)
    }
  })

  it('the English sentences of older analyses are read back into Chinese; an unknown one gives the fallback, never English', () => {
    expect(engineText('only 22 of the 169 ancestry markers were typed (at least 40 needed)', '无')).toBe('这份数据只读到 22 个祖源标记（共 169 个），少于估计祖源成分所需的 40 个，因此暂不估计祖源成分。')
    expect(engineText('only 0 Y-SNPs typed (at least 20 needed)', '无')).toContain('只读到 0 个 Y 染色体位点')
    expect(engineText("no grouping reaches 95.0 % leave-one-out accuracy (best: 'north-south', 88.2 %): reported as one region", '无')).toBe('没有一种细分方式在留一法检验中每一组都达到 95.0% 的准确率（最好的“东亚北部与南部两组”整体为 88.2%），因此只按大区报告。')
    expect(engineText('some new engine sentence', '暂时无法判定')).toBe('暂时无法判定')
    expect(engineText('女性没有 Y 染色体', '无')).toBe('女性没有 Y 染色体')
    expect(engineText(null, '无')).toBe('无')
  })
})

describe('names', () => {
  it('the 26 populations of 1000 Genomes, the regions, groupings and data sets have Chinese names', () => {
    expect(Object.keys(THOUSAND_GENOMES_POPULATION_ZH)).toHaveLength(26)
    for (const z of [...Object.values(THOUSAND_GENOMES_POPULATION_ZH), ...Object.values(ANCESTRY_GROUPING_ZH)]) expect(z).not.toMatch(LATIN_WORD)
    expect(populationName('CHB')).toBe('北京汉族')
    expect(populationName('EAS')).toBe('东亚')
    expect(datasetName('aims-kidd55-1kg-genotypes')).not.toContain('aims')
    expect(datasetName('unknown-set')).not.toMatch(LATIN_WORD)
  })

  it('Y index entries read in Chinese, a parenthesis of peoples included; an entry with an unknown part is not shown', () => {
    expect(yIndexPopulationName('SKazakh Naiman tribe, e. Asia, s.e. Asia')).toBe('哈萨克乃蛮部落、东亚、东南亚')
    expect(yIndexPopulationName('Bakola Pygmies (South Cameroon), Berbers from Algeria, Ghana')).toBe('巴科拉俾格米人（喀麦隆南部）、阿尔及利亚柏柏尔人、加纳')
    expect(yIndexPopulationName('China (Han, Dai), Japanese, Filipinos')).toBe('中国（汉族、傣族）、日本人、菲律宾人')
    expect(yIndexPopulationName('Atlantis')).toBeNull()
  })
})

describe('citationLine', () => {
  it('prints authors, title, journal, year and PMID; a curator\'s notes stay out', () => {
    expect(citationLine({ authors: 'et al. (author list not shown on the page read)', title: "LRRK2 R1628P variant is a risk factor of Parkinson's disease among Han-Chinese from mainland China (600 patients, 459 controls; OR 3.14)", journal: 'Movement Disorders', year: 2009, source: 'doi:10.1002/mds.22371' }))
      .toBe("LRRK2 R1628P variant is a risk factor of Parkinson's disease among Han-Chinese from mainland China. Movement Disorders, 2009. doi:10.1002/mds.22371.")
    expect(citationLine({ authors: 'Sangkuhl K, et al.', title: 'Pharmacogenomics Clinical Annotation Tool (PharmCAT)', journal: 'Clin Pharmacol Ther 107(1):203-210', year: 2020, pmid: '31306498' }))
      .toBe('Sangkuhl K, et al. Pharmacogenomics Clinical Annotation Tool (PharmCAT). Clin Pharmacol Ther 107(1):203-210, 2020. PMID: 31306498.')
    expect(citationLine({ authors: 'A B', title: 'T [descriptive title: the page showed the abstract only]', journal: 'ClinGen Evidence Repository (record as read in November 2026; its approval date was not shown in what we read)', year: 2026 }))
      .toBe('A B. T. ClinGen Evidence Repository, 2026.')
  })
})
