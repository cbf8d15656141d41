/**
 * The surname library: the surnames of 《百家姓》 (Northern Song, anonymous; public domain), in the
 * order of the text, with their pinyin read as surnames by pinyin-pro (单 shàn, 仇 qiú, 尉迟 yù chí).
 * The order is the text's, not a frequency rank: no census ranking with a citable source is in
 * the reference data, so the library gives none.
 */
import { pinyin } from 'pinyin-pro'

/** the text of 百家姓 in simplified characters, four characters a phrase as it is recited */
const BAIJIAXING =
  '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏水窦章云苏潘葛奚范彭郎' +
  '鲁韦昌马苗凤花方俞任袁柳酆鲍史唐费廉岑薛雷贺倪汤滕殷罗毕郝邬安常乐于时傅皮卞齐康伍余元卜顾孟平黄' +
  '和穆萧尹姚邵湛汪祁毛禹狄米贝明臧计伏成戴谈宋茅庞熊纪舒屈项祝董梁杜阮蓝闵席季麻强贾路娄危江童颜郭' +
  '梅盛林刁钟徐邱骆高夏蔡田樊胡凌霍虞万支柯昝管卢莫经房裘缪干解应宗丁宣贲邓郁单杭洪包诸左石崔吉钮龚' +
  '程嵇邢滑裴陆荣翁荀羊於惠甄曲家封芮羿储靳汲邴糜松井段富巫乌焦巴弓牧隗山谷车侯宓蓬全郗班仰秋仲伊宫' +
  '宁仇栾暴甘钭厉戎祖武符刘景詹束龙叶幸司韶郜黎蓟薄印宿白怀蒲邰从鄂索咸籍赖卓蔺屠蒙池乔阴郁胥能苍双' +
  '闻莘党翟谭贡劳逄姬申扶堵冉宰郦雍郤璩桑桂濮牛寿通边扈燕冀郏浦尚农温别庄晏柴瞿阎充慕连茹习宦艾鱼容' +
  '向古易慎戈廖庾终暨居衡步都耿满弘匡国文寇广禄阙东欧殳沃利蔚越夔隆师巩厍聂晁勾敖融冷訾辛阚那简饶空' +
  '曾毋沙乜养鞠须丰巢关蒯相查后荆红游竺权逯盖益桓公万俟司马上官欧阳夏侯诸葛闻人东方赫连皇甫尉迟公羊' +
  '澹台公冶宗政濮阳淳于单于太叔申屠公孙仲孙轩辕令狐钟离宇文长孙慕容鲜于闾丘司徒司空亓官司寇仉督子车' +
  '颛孙端木巫马公西漆雕乐正壤驷公良拓跋夹谷宰父谷梁晋楚闫法汝鄢涂钦段干百里东郭南门呼延归海羊舌微生' +
  '岳帅缑亢况郈有琴梁丘左丘东门西门商牟佘佴伯赏南宫墨哈谯笪年爱阳佟第五言福'

/** the compound surnames of the text (its last part), read as one surname each */
const COMPOUNDS = [
  '万俟', '司马', '上官', '欧阳', '夏侯', '诸葛', '闻人', '东方', '赫连', '皇甫', '尉迟', '公羊', '澹台', '公冶', '宗政', '濮阳',
  '淳于', '单于', '太叔', '申屠', '公孙', '仲孙', '轩辕', '令狐', '钟离', '宇文', '长孙', '慕容', '鲜于', '闾丘', '司徒', '司空',
  '亓官', '司寇', '子车', '颛孙', '端木', '巫马', '公西', '漆雕', '乐正', '壤驷', '公良', '拓跋', '夹谷', '宰父', '谷梁', '段干',
  '百里', '东郭', '南门', '呼延', '羊舌', '微生', '梁丘', '左丘', '东门', '西门', '南宫', '第五'
]

export const SURNAME_SOURCE = {
  title: '《百家姓》',
  note: '北宋蒙学读物，作者佚名，公有领域。姓氏按原文顺序排列（“赵钱孙李……”），不代表人口多少；参考数据中没有可引用来源的人口排名，因此不给出排名。'
}

export interface LibrarySurname {
  /** 1-based place in the text, also the library id */
  id: number
  surname: string
  pinyin: string
  compound: boolean
}

function parse(): LibrarySurname[] {
  const out: LibrarySurname[] = []
  const seen = new Set<string>()
  const chars = [...BAIJIAXING]
  for (let i = 0; i < chars.length; ) {
    const two = chars[i] + (chars[i + 1] ?? '')
    // the compounds sit together after 公 (盖益桓公); a single-character reading is never one of them
    const compound = i >= chars.indexOf('万', chars.indexOf('公')) && COMPOUNDS.includes(two)
    const surname = compound ? two : chars[i]
    i += compound ? 2 : 1
    if (seen.has(surname)) continue
    seen.add(surname)
    out.push({ id: out.length + 1, surname, pinyin: pinyin(surname, { surname: 'all' }), compound })
  }
  return out
}

let library: LibrarySurname[] | null = null
export function surnameLibrary(): LibrarySurname[] {
  library ??= parse()
  return library
}

/** toneless pinyin without spaces: 'shàn' → 'shan', 'yù chí' → 'yuchi' */
export function plainPinyin(p: string): string {
  return p.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ü/g, 'v').replace(/\s+/g, '').toLowerCase()
}

/** characters match exactly or as a prefix; latin letters match the toneless pinyin as a prefix */
export function searchSurnames(keyword: string): LibrarySurname[] {
  const k = keyword.trim()
  if (!k) return surnameLibrary()
  if (/^[a-zA-Z\s]+$/.test(k)) {
    const q = k.replace(/\s+/g, '').toLowerCase().replace(/ü/g, 'v')
    return surnameLibrary().filter(s => plainPinyin(s.pinyin).startsWith(q))
  }
  return surnameLibrary().filter(s => s.surname.startsWith(k) || k.startsWith(s.surname))
}
