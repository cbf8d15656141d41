/**
 * The reunion pages that explain (spec 2.10 reunion, platform, contrast-guide; 2.19 /ancestry/reunion):
 * how a search works, what the service can and cannot do, and how a DNA comparison is read.
 */
import { Text, View } from '@tarojs/components'
import Button from '@/components/Button'
import { href } from '@/routes/href'
import { Page, ServiceScope } from './common'

export default function ReunionHome() {
  return (
    <Page title='基因寻亲' sub='为因送养、失散、被拐而分离的家人，用 DNA 找到彼此。'>
      <View className='xg-reun__card'>
        <Text className='xg-reun__h'>怎样寻亲</Text>
        <Text className='xg-reun__text'>{'1. 用您自己账户下已检测的检测人（或领取一份寻亲检测）登记寻亲信息：失散的时间、地点和寻找的亲人。\n2. 检测报告发布后，系统用 DNA 在开启“基因寻亲”的检测人中找出可能的亲人。\n3. 您向候选亲人发出联系请求；对方同意后，双方才能看到彼此留下的联系方式。'}</Text>
        <View className='xg-reun__row'>
          <Button to={href('/ancestry/reunion/bind')}>登记寻亲</Button>
          <Button variant='secondary' to={href('/ancestry/reunion/list')}>我的寻亲</Button>
          <Button variant='secondary' to={href('/ancestry/reunion/check')}>联系请求</Button>
        </View>
      </View>
      <ServiceScope />
      <View className='xg-reun__row'>
        <Button size='s' variant='ghost' to={href('/ancestry/reunion/platform')}>寻亲平台说明</Button>
        <Button size='s' variant='ghost' to={href('/ancestry/reunion/contrast-guide')}>比对指南</Button>
        <Button size='s' variant='ghost' to={href('/ancestry/reunion/giving')}>赠送寻亲检测</Button>
        <Button size='s' variant='ghost' to={href('/ancestry/reunion/receiving')}>领取寻亲检测</Button>
      </View>
    </Page>
  )
}

export function PlatformPage() {
  return (
    <Page title='寻亲平台' sub='基因寻亲是公安机关和公益寻亲渠道之外的一个补充。'>
      <View className='xg-reun__notice'>
        <Text className='xg-reun__h'>涉及拐卖的，请先报警</Text>
        <Text className='xg-reun__text'>怀疑孩子被拐卖，或怀疑自己小时候被拐卖，请先到当地公安机关报案，按公安机关的要求免费采集血样，录入全国打拐 DNA 数据库比对。公安机关的比对结果是立案和认亲的依据，本服务不能代替。</Text>
      </View>
      <View className='xg-reun__card'>
        <Text className='xg-reun__h'>登记时请准备</Text>
        <Text className='xg-reun__text'>{'· 失散的时间（尽量具体到年份，记得季节或节日也请写上）和地点（省、市、区县）；\n· 寻找的是哪位亲人，对方大约的出生年份；\n· 记得的特征和经过（只有在双方都同意联系后，对方才能看到）；\n· 一个您愿意在双方同意后留给对方的称呼和手机号。'}</Text>
      </View>
      <ServiceScope />
      <Button to={href('/ancestry/reunion/bind')}>登记寻亲</Button>
    </Page>
  )
}

export function ContrastGuide() {
  return (
    <Page title='比对指南' sub='怎样读懂 DNA 比对的结果。'>
      <View className='xg-reun__card'>
        <Text className='xg-reun__h'>共享 DNA 与亲缘关系</Text>
        <Text className='xg-reun__text'>{'两个人从共同祖先那里继承到相同的 DNA 片段，片段总长度用厘摩（cM）表示。关系越近，共享越多：父母与子女约共享 3400 cM，全同胞兄弟姐妹约 2600 cM，祖孙、叔侄、半同胞约 1700 cM，堂表亲约 850 cM。\n同样的共享长度可能对应几种关系（例如约 1700 cM 可能是祖孙、叔侄或半同胞），所以系统给出的是“可能的关系”，还需要结合年龄、失散经过来判断。'}</Text>
      </View>
      <View className='xg-reun__card'>
        <Text className='xg-reun__h'>比对之后</Text>
        <Text className='xg-reun__text'>{'· 推测的关系不是亲子鉴定结论；双方见面前，建议先通电话核对失散的经过。\n· 需要有法律效力的亲缘鉴定，请到有资质的司法鉴定机构；涉及拐卖的，以公安机关的比对为准。\n· 没有找到候选亲人，不代表亲人不在：对方可能还没有检测，或没有开启“基因寻亲”。寻亲登记会一直有效，新的检测人出报告后会参与比对。'}</Text>
      </View>
    </Page>
  )
}
