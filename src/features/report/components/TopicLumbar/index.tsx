/**
 * /topics/disease/lumbar-disc-herniation: what genetics research says, with its citation, and why
 * the report has no result for it (model/lumbarTopic.ts). Nobody's result is shown.
 */
import { Text, View } from '@tarojs/components'
import { HEALTH_GUIDANCE } from '@xungen/contracts'
import Link from '@/components/Link'
import { href } from '@/routes/href'
import { LUMBAR_CATALOG_ROW as row, LUMBAR_STUDY } from '../../model/lumbarTopic'
import { Citations } from '../ItemDetail'
import { Section } from '../ReportBits'
import '../ItemDetail/index.scss'

export default function TopicLumbar() {
  return (
    <View className='xg-report-page xg-item'>
      <Text className='xg-item__title'>腰椎间盘突出</Text>
      <View className='xg-item__result xg-item__result--muted'>
        <Text className='xg-item__label'>报告暂不提供这一项</Text>
        <Text className='xg-report-p'>
          我们找到了与腰椎间盘退变有关的基因研究，但公开数据没有写明哪一个等位基因增加风险，我们也无法用第二个来源确认，所以基因报告里没有腰椎间盘突出的结果。等能确认时，我们会在这里和报告里同时更新。
        </Text>
      </View>
      <Section title='研究发现了什么'>
        <Text className='xg-report-p'>
          2013年发表的一项研究合计分析了32642人（4043例腰椎间盘退变患者、28599名对照）。在一组中国南方家系中，连锁分析最强的信号包含{row.gene}基因（碳水化合物磺基转移酶3，参与蛋白多糖的硫酸化）；多族群的荟萃分析中，{row.gene}基因内的rs4148941达到全基因组显著水平。
        </Text>
        <Text className='xg-report-p'>
          GWAS目录收录的这项研究的关联位点是{row.rsid}（chr{row.chrom}:{row.pos}，GRCh37）：发现阶段为{row.discovery}，验证阶段为{row.replication}；目录记录的比值比为{row.oddsRatio}（95%可信区间{row.ci}，P={row.p}）。目录没有记录风险等位基因。
        </Text>
        <Text className='xg-report-small'>
          需要说明：这项研究的对象是磁共振上看到的腰椎间盘退变，它与腰椎间盘突出有关，但不是同一回事。椎间盘突出还与年龄、体重、吸烟、搬重物和久坐等因素有关。
        </Text>
        <Citations citations={[LUMBAR_STUDY]} />
      </Section>
      <Section title='什么时候应该看医生'>
        <Text className='xg-report-p'>如果出现持续的腰痛、沿腿放射的疼痛、下肢麻木或无力，请到骨科或脊柱外科就诊。{HEALTH_GUIDANCE.disease.seeDoctor}</Text>
      </Section>
      <Link to={href('/topics/disease')} className='xg-report-link'>查看其他遗传风险专题</Link>
    </View>
  )
}
