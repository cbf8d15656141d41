/** /report/explain/detection-explain (spec 2.9): how the health report is made and how to read it. */
import { Text, View } from '@tarojs/components'
import { NOT_COVERED_LABEL, REPORT_ITEM_NOTES } from '@xungen/contracts'
import { EVIDENCE_TEXT } from '../../model/evidence'
import { Section } from '../ReportBits'

export default function DetectionExplain() {
  return (
    <View className='xg-report-page'>
      <Section title='检测方法'>
        <Text className='xg-report-p'>你的唾液样本经实验室提取 DNA 后，用基因芯片读取数十万个已知位点的基因型。芯片只读取预先设计的位点，不是全基因组测序：没有出现在芯片上的变异，本报告无法告诉你。</Text>
        <Text className='xg-report-p'>报告中的位置均按人类参考基因组 GRCh37 给出，等位基因按正链书写。</Text>
      </Section>
      <Section title='结果怎样得出'>
        <Text className='xg-report-p'>每个项目都来自知识库中的规则：位点、计数的等位基因、结果分级和引用的研究。多位点项目按论文给出的效应值相加，再与东亚人群的分布比较；药物反应按 CPIC 指南与 PharmCAT 的分型规则判断代谢类型。</Text>
        <Text className='xg-report-p'>每个项目的详情页列出你在每个位点的基因型、东亚人群中的等位基因频率（数据中有时）以及引用的研究。</Text>
      </Section>
      <Section title='证据等级'>
        {(['A', 'B', 'C'] as const).map(l => (
          <Text key={l} className='xg-report-p'>{EVIDENCE_TEXT[l].label}：{EVIDENCE_TEXT[l].text}</Text>
        ))}
      </Section>
      <Section title='未检测（芯片未覆盖）与重新检测'>
        <Text className='xg-report-p'>{`芯片或导入的文件没有检测某个项目所需的位点时，项目显示为“${NOT_COVERED_LABEL}”：“${REPORT_ITEM_NOTES.undetected}”“未检出”只用于检测了位点但没有发现所查变异的情况。`}</Text>
        <Text className='xg-report-p'>芯片检测了位点但读取失败时：“{REPORT_ITEM_NOTES.undetectedRetest}”</Text>
      </Section>
      <Section title='局限'>
        <Text className='xg-report-p'>基因只是健康的一部分。本报告不是诊断，不能替代医生的检查和判断；芯片对极罕见变异的判读存在较高的假阳性率，任何罕见致病变异的检出都需要临床级检测确认。</Text>
      </Section>
    </View>
  )
}
