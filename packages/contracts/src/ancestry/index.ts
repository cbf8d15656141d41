/**
 * The Chinese words of the ancestry and lineage pages and the PDF: what the genome engine says
 * by code (the engine returns a code and its numbers; the words are here), the reference
 * populations and data sets by name, the sub-regional groupings of the ancestry model. No page
 * shows the engine's English text, a data set id or an English population name (issue: item 4).
 */

import { POPULATION_ZH } from '../report/charts'

// --- engine messages ------------------------------------------------------------------------------

export type EngineParams = Record<string, number | string>

/** the codes the engine gives with a call it could not make, and their Chinese words */
export const ENGINE_MESSAGES = {
  'ancestry.too-few-markers': (p: EngineParams) => `这份数据只读到 ${p.used} 个祖源标记（共 ${p.total} 个），少于估计祖源成分所需的 ${p.min} 个，因此暂不估计祖源成分。`,
  'y.too-few-snps': (p: EngineParams) => `这份数据只读到 ${p.typed} 个 Y 染色体位点，少于判定父系单倍群所需的 ${p.min} 个，因此暂不判定父系单倍群。`,
  'y.female': () => '遗传性别为女性，没有 Y 染色体，父系单倍群需由家中男性（父亲、兄弟）检测。',
  'y.no-markers': () => '这份数据不含 Y 染色体位点，无法判定父系单倍群。',
  'mt.too-few-positions': (p: EngineParams) => `这份数据只读到 ${p.typed} 个线粒体位点，少于判定母系单倍群所需的 ${p.min} 个，因此暂不判定母系单倍群。`,
  'lineage.failed': () => '分析时出错，暂时没有得到结果，请稍后再看或联系客服。',
  'resolution.no-candidate': () => '没有可供比较的更细分组，按大区报告。',
  'resolution.chosen': (p: EngineParams) => `按“${groupingName(String(p.grouping))}”细分：留一法检验中 ${p.accuracy}% 的单一来源参考样本被分回自己的组（要求整体和每一组都至少 ${p.threshold}%）。`,
  'resolution.none-passes': (p: EngineParams) => `没有一种细分方式在留一法检验中每一组都达到 ${p.threshold}% 的准确率（最好的“${groupingName(String(p.best))}”整体为 ${p.accuracy}%），因此只按大区报告。`
} as const satisfies Record<string, (p: EngineParams) => string>
export type EngineMessageCode = keyof typeof ENGINE_MESSAGES

export interface EngineMessage {
  code: EngineMessageCode
  params?: EngineParams
}

/**
 * The engine's English reasons of analyses stored before it gave codes, read back into codes so
 * that an old report also speaks Chinese. Only the engine's own sentences are recognised.
 */
const LEGACY: Array<[RegExp, (m: RegExpExecArray) => EngineMessage]> = [
  [/^only (\d+) of the (\d+) ancestry markers were typed \(at least (\d+) needed\)/, m => ({ code: 'ancestry.too-few-markers', params: { used: Number(m[1]), total: Number(m[2]), min: Number(m[3]) } })],
  [/^only (\d+) Y-SNPs typed \(at least (\d+) needed\)/, m => ({ code: 'y.too-few-snps', params: { typed: Number(m[1]), min: Number(m[2]) } })],
  [/^only (\d+) mtDNA positions typed \(at least (\d+) needed\)/, m => ({ code: 'mt.too-few-positions', params: { typed: Number(m[1]), min: Number(m[2]) } })],
  [/^genetic sex is female/, () => ({ code: 'y.female' })],
  [/^the file has no Y-chromosome markers/, () => ({ code: 'y.no-markers' })],
  [/^no finer grouping proposed/, () => ({ code: 'resolution.no-candidate' })],
  [/^'([^']+)' assigns ([\d.]+) % of people of single origin to their own group \(threshold ([\d.]+) %\)/, m => ({ code: 'resolution.chosen', params: { grouping: m[1], accuracy: m[2], threshold: m[3] } })],
  [/^no grouping reaches ([\d.]+) % leave-one-out accuracy \(best: '([^']+)', ([\d.]+) %\)/, m => ({ code: 'resolution.none-passes', params: { threshold: m[1], best: m[2], accuracy: m[3] } })]
]

export function engineMessageOf(text: string): EngineMessage | null {
  for (const [re, f] of LEGACY) {
    const m = re.exec(text.trim())
    if (m) return f(m)
  }
  return null
}

const HAS_HAN = /\p{Script=Han}/u

/**
 * The Chinese words of an engine message: a code with its numbers, or a stored reason (Chinese
 * already, or one of the engine's English sentences). Anything else gives `fallback`: a page
 * never shows text the engine wrote in English.
 */
export function engineText(message: EngineMessage | string | null | undefined, fallback: string): string {
  if (!message) return fallback
  if (typeof message !== 'string') return message.code in ENGINE_MESSAGES ? ENGINE_MESSAGES[message.code](message.params ?? {}) : fallback
  if (HAS_HAN.test(message)) return message
  const m = engineMessageOf(message)
  return m ? ENGINE_MESSAGES[m.code](m.params ?? {}) : fallback
}

// --- reference populations ------------------------------------------------------------------------

/** the 26 populations of the 1000 Genomes Project phase 3, by their codes: the one table of report/charts */
export const THOUSAND_GENOMES_POPULATION_ZH: Readonly<Record<string, string>> = POPULATION_ZH

/** the five regions (1000 Genomes super-populations) */
export const ANCESTRY_REGION_ZH: Readonly<Record<string, string>> = {
  AFR: '撒哈拉以南非洲',
  EUR: '欧洲',
  EAS: '东亚',
  SAS: '南亚',
  AMR: '美洲'
}

/** the sub-regional groupings the ancestry model tries, and their groups */
export const ANCESTRY_GROUPING_ZH: Readonly<Record<string, string>> = {
  region: '只报告大区',
  population: '按单个参考人群',
  'han-japanese-southeast': '汉族、日本人、傣族和京族三组',
  'north-south': '东亚北部与南部两组',
  'mainland-south': '汉族和日本人、傣族和京族两组',
  'north-south-finland': '芬兰、西北欧、南欧三组',
  'Han Chinese': '汉族',
  Japanese: '日本人',
  'Dai and Kinh': '傣族和京族',
  'Northern East Asia': '东亚北部',
  'Southern East Asia': '东亚南部',
  'Han Chinese and Japanese': '汉族和日本人',
  Finnish: '芬兰人',
  'North-western Europe': '西北欧',
  'Southern Europe': '南欧'
}

export function groupingName(name: string): string {
  return ANCESTRY_GROUPING_ZH[name] ?? THOUSAND_GENOMES_POPULATION_ZH[name] ?? '其他分组'
}

/** the reference data sets a report names as its sources */
export const ANCESTRY_DATASET_ZH: Readonly<Record<string, string>> = {
  'aims-kidd55-1kg-genotypes': 'Kidd 等 55 个祖源信息位点：千人基因组计划第三期 2,504 人的基因型',
  'aims-seldin128-1kg-genotypes': 'Seldin 等 128 个祖源信息位点：千人基因组计划第三期 2,504 人的基因型',
  'aims-kidd55-grch37': 'Kidd 等 55 个祖源信息位点（GRCh37 坐标）',
  'aims-seldin128-grch37': 'Seldin 等 128 个祖源信息位点（GRCh37 坐标）',
  'aims-kidd55-1kg-frequencies': 'Kidd 等 55 个祖源信息位点：千人基因组计划 26 个人群的等位基因频率',
  'aims-seldin128-1kg-frequencies': 'Seldin 等 128 个祖源信息位点：千人基因组计划 26 个人群的等位基因频率',
  '1kg-phase3-samples': '千人基因组计划第三期 2,504 名受试者的人群归属'
}

export function datasetName(id: string): string {
  return ANCESTRY_DATASET_ZH[id] ?? '千人基因组计划第三期参考数据'
}

/** a 1000 Genomes population code or region code in Chinese */
export function populationName(code: string): string {
  return THOUSAND_GENOMES_POPULATION_ZH[code] ?? ANCESTRY_REGION_ZH[code] ?? groupingName(code)
}

// --- reference trees ------------------------------------------------------------------------------

/** a lineage tree's name as the pages show it (the engine's version string names its files and authors in English) */
export function lineageTreeName(version: string): string
export function lineageTreeName(version: string | null | undefined): string | null
export function lineageTreeName(version: string | null | undefined): string | null {
  if (!version) return null
  if (/^PhyloTree 17 Forensic Update/i.test(version)) return 'PhyloTree 17 法医学更新版（2021）'
  if (/^PhyloTree 17/i.test(version)) return 'PhyloTree 17（2016）'
  if (/^ISOGG 2019/i.test(version)) return 'ISOGG 2019–2020 Y 染色体树'
  return '参考系统树'
}

// --- the Y-LineageTracker population index ----------------------------------------------------------

/**
 * The places and peoples of the Y-LineageTracker ISOGG population index, each in Chinese: an
 * established Chinese name where there is one, else a faithful descriptive one (the index's own
 * spelling errors included: "Parkistan" is Pakistan). An entry is a list of these, some with a
 * parenthesis of peoples: "China (Han, Dai), Japan" reads 中国（汉族、傣族）、日本.
 */
export const Y_INDEX_PLACE_ZH: Readonly<Record<string, string>> = {
  "Aborigines": "原住民",
  "Admiralty Islands": "阿德默勒尔蒂群岛",
  "Aeta": "阿埃塔人",
  "Aetas": "阿埃塔人",
  "Afghanistan": "阿富汗",
  "Africa": "非洲",
  "Agharia": "阿加里亚人",
  "Ai Cham": "锦人",
  "Ainus": "阿伊努人",
  "Aisin Gioros": "爱新觉罗氏",
  "Albania": "阿尔巴尼亚",
  "Algeria": "阿尔及利亚",
  "Alor": "阿洛人",
  "Altaian": "阿尔泰人",
  "Altaians": "阿尔泰人",
  "Alur": "阿卢尔人",
  "Americas": "美洲",
  "Amerindians": "美洲印第安人",
  "Anatolia": "安纳托利亚",
  "Andalusia": "安达卢西亚",
  "Andaman Islands": "安达曼群岛",
  "Arabian Peninsula": "阿拉伯半岛",
  "Arabs": "阿拉伯人",
  "Arabs) Pakistan (Burushos": "阿拉伯人）、巴基斯坦（布鲁夏斯基人",
  "Argentina": "阿根廷",
  "Armenia": "亚美尼亚",
  "Armenians": "亚美尼亚人",
  "Ashkenazi Jews": "阿什肯纳兹犹太人",
  "Asia": "亚洲",
  "Assyrians": "亚述人",
  "Australia": "澳大利亚",
  "Austria": "奥地利",
  "Austronesia": "南岛语族地区",
  "Avars": "阿瓦尔人",
  "Azerbaijan": "阿塞拜疆",
  "Bahrain": "巴林",
  "Bakhtiari": "巴赫蒂亚里人",
  "Bakola": "巴科拉人",
  "Bakola Pygmies": "巴科拉俾格米人",
  "Balinese Indonesia": "印度尼西亚巴厘人",
  "Balkans": "巴尔干",
  "Bangladesh": "孟加拉国",
  "Bangwa": "班瓜人",
  "Bantus": "班图人",
  "Bashkirs": "巴什基尔人",
  "Batak": "巴塔克人",
  "Belarus": "白俄罗斯",
  "Belgium": "比利时",
  "Bengalis": "孟加拉人",
  "Benin": "贝宁",
  "Berbers": "柏柏尔人",
  "Berbers from Algeria": "阿尔及利亚柏柏尔人",
  "Bhutan": "不丹",
  "Biaka": "比亚卡人",
  "Biao": "标人",
  "Blang": "布朗族",
  "Borneo": "婆罗洲",
  "Bosnia": "波斯尼亚",
  "Bougainville": "布干维尔",
  "Bouyei": "布依族",
  "Bouyei people": "布依族",
  "Brazil": "巴西",
  "Britain": "英国",
  "British Isles": "不列颠群岛",
  "Brunei": "文莱",
  "Bulgaria": "保加利亚",
  "Burkina Faso": "布基纳法索",
  "Buryats": "布里亚特人",
  "Cachis": "卡奇人",
  "Cambodia": "柬埔寨",
  "Cambodians": "柬埔寨人",
  "Cameroon": "喀麦隆",
  "Canada": "加拿大",
  "Cappadocians": "卡帕多西亚人",
  "Caucasus": "高加索",
  "Central America": "中美洲",
  "Central Asia": "中亚",
  "Central Sudanic": "中苏丹语族人群",
  "China": "中国",
  "Chinese Taiwan": "中国台湾",
  "Chuckchis": "楚科奇人",
  "Chuvashes": "楚瓦什人",
  "Collas": "科拉人",
  "Colombia": "哥伦比亚",
  "Corsican France": "法国科西嘉",
  "Cossacks": "哥萨克人",
  "Cote d'Ivoire": "科特迪瓦",
  "Crimea": "克里米亚",
  "Croatia": "克罗地亚",
  "Cyprus": "塞浦路斯",
  "Czech Rep": "捷克",
  "Czech Republic": "捷克",
  "Daba": "达巴人",
  "Dai": "傣族",
  "Dama": "达马人",
  "Daur": "达斡尔族",
  "Daurs": "达斡尔族",
  "Denisovan": "丹尼索瓦人",
  "Denmark": "丹麦",
  "Djibouti": "吉布提",
  "Dolgans": "多尔干人",
  "Druze": "德鲁兹人",
  "Dungans": "东干人",
  "East Russia": "俄罗斯东部",
  "Egypt": "埃及",
  "El Salvador": "萨尔瓦多",
  "Emperor of Japan": "日本天皇",
  "England": "英格兰",
  "Eskimos": "爱斯基摩人",
  "Estonia": "爱沙尼亚",
  "Estonians": "爱沙尼亚人",
  "Ethiopia": "埃塞俄比亚",
  "Eurasia": "欧亚大陆",
  "Eurasian": "欧亚人群",
  "Europe": "欧洲",
  "Even": "埃文人",
  "Evenk": "埃文基人",
  "Evenks": "埃文基人",
  "Evens": "埃文人",
  "Eviya": "埃维亚人",
  "Ewondo": "埃翁多人",
  "Fali": "法利人",
  "Fiji": "斐济",
  "Filipinos": "菲律宾人",
  "Finland": "芬兰",
  "Finns": "芬兰人",
  "France": "法国",
  "Futuna": "富图纳",
  "Gabon": "加蓬",
  "Gambia": "冈比亚",
  "Georgia": "格鲁吉亚",
  "Georgian Abkhazia": "格鲁吉亚阿布哈兹",
  "Germany": "德国",
  "Germany. Poland": "德国、波兰",
  "Ghana": "加纳",
  "Gond": "贡德人",
  "Greece": "希腊",
  "Greeks": "希腊人",
  "Guatemala": "危地马拉",
  "Gujaratis": "古吉拉特人",
  "Gujaratis and Madhya-Pradesh": "古吉拉特人和中央邦人",
  "Hadzabe": "哈扎人",
  "Han": "汉族",
  "Han Chinese": "汉族",
  "Hani": "哈尼族",
  "Hans": "汉族",
  "Hazara": "哈扎拉人",
  "Hazaras": "哈扎拉人",
  "Hema": "赫马人",
  "Herzegovina": "黑塞哥维那",
  "Hezhe": "赫哲族",
  "Hezhens": "赫哲族",
  "Ho": "霍人",
  "Ho Chi Minh City": "胡志明市",
  "Hui": "回族",
  "Hungary": "匈牙利",
  "Iberian Peninsula": "伊比利亚半岛",
  "Ibizans": "伊维萨岛人",
  "Iceland": "冰岛",
  "Idonesia": "印度尼西亚",
  "India": "印度",
  "Indian": "印度人",
  "Indonesia": "印度尼西亚",
  "Iran": "伊朗",
  "Iranians": "伊朗人",
  "Iraq": "伊拉克",
  "Iraqw": "伊拉库人",
  "Ireland": "爱尔兰",
  "Israel": "以色列",
  "Italy": "意大利",
  "Itelmens": "伊捷尔缅人",
  "Japan": "日本",
  "Japanese": "日本人",
  "Jarawa": "加洛瓦人",
  "Java": "爪哇",
  "Java Tengah": "中爪哇",
  "Javanese Indonesia": "印度尼西亚爪哇人",
  "Jews": "犹太人",
  "Jomon man": "绳文人",
  "Jordan": "约旦",
  "Juu": "朱语人群",
  "Kabardinians": "卡巴尔达人",
  "Kaili": "凯利人",
  "Kalmyks": "卡尔梅克人",
  "Karachays": "卡拉恰伊人",
  "Karaites": "卡拉派人",
  "Karakalpaks": "卡拉卡尔帕克人",
  "Karanogays": "卡拉诺盖人",
  "Karelians": "卡累利阿人",
  "Karitianas": "卡里蒂亚纳人",
  "Kazakhs": "哈萨克人",
  "Kazakhstan": "哈萨克斯坦",
  "Kenya": "肯尼亚",
  "Kenyan Bantus": "肯尼亚班图人",
  "Kets": "凯特人",
  "Khakas": "哈卡斯人",
  "Khakassis": "哈卡斯人",
  "Khants": "汉特人",
  "Khanty": "汉特人",
  "Khantys": "汉特人",
  "Khoisan": "科伊桑人",
  "Koinambes": "科伊南贝人",
  "Komis": "科米人",
  "Konda Dora": "孔达多拉人",
  "Korea": "朝鲜半岛",
  "Korean": "朝鲜半岛人群",
  "Koreans": "朝鲜半岛人群",
  "Koryaks": "科里亚克人",
  "Koryats": "科里亚克人",
  "Kungs": "昆人",
  "Kuwait": "科威特",
  "Kuy": "古伊人",
  "Kyrgyzstan": "吉尔吉斯斯坦",
  "Lahu": "拉祜族",
  "Lambadi": "兰巴迪人",
  "Laos": "老挝",
  "Latvia": "拉脱维亚",
  "Latvians": "拉脱维亚人",
  "Lebanon": "黎巴嫩",
  "Lebbos": "莱博人",
  "Lezgins": "列兹金人",
  "Libya": "利比亚",
  "Lithuania": "立陶宛",
  "Lithuanians": "立陶宛人",
  "Luhyas": "卢希亚人",
  "Luo": "卢奥人",
  "Luxembourg": "卢森堡",
  "Luzon": "吕宋岛",
  "Macedonia": "马其顿",
  "Mactan": "麦克坦岛",
  "Maks": "莫家人",
  "Malay": "马来人",
  "Malayans": "马拉雅拉姆人",
  "Malaysia": "马来西亚",
  "Mali": "马里",
  "Malta": "马耳他",
  "Manchu": "满族",
  "Manchurian Evenk": "东北鄂温克族",
  "Manchus": "满族",
  "Mandenkas": "曼丁卡人",
  "Mansi": "曼西人",
  "Maris": "马里埃尔人",
  "Mbuti": "姆布蒂人",
  "Mediterranean": "地中海地区",
  "Melanesia": "美拉尼西亚",
  "Melanesian": "美拉尼西亚人",
  "Mexico": "墨西哥",
  "Miao": "苗族",
  "Micronesia": "密克罗尼西亚",
  "Mid northern Caucasus area of Russia": "俄罗斯北高加索中部地区",
  "Middle East": "中东",
  "Minangkabau": "米南佳保人",
  "Mishar Tatars": "米沙尔鞑靼人",
  "Mongolia": "蒙古国",
  "Mongolian": "蒙古族",
  "Mongolians": "蒙古族",
  "Mongols": "蒙古人",
  "Mongols in Mongolia": "蒙古国蒙古人",
  "Mordvins": "莫尔多瓦人",
  "Morocco": "摩洛哥",
  "Moss": "莫西人",
  "Murats": "穆鲁特人",
  "Muruts": "穆鲁特人",
  "Myanmar": "缅甸",
  "Napoleon Bonaparte": "拿破仑·波拿巴",
  "Native Americans": "美洲原住民",
  "Naxi": "纳西族",
  "Neanderthal": "尼安德特人",
  "Nenets": "涅涅茨人",
  "Nepal": "尼泊尔",
  "Netherlands": "荷兰",
  "New Britain": "新不列颠岛",
  "New Guinea": "新几内亚",
  "Nganasans": "恩加纳桑人",
  "Ngumba": "恩贡巴人",
  "Nicaragua": "尼加拉瓜",
  "Nigeria": "尼日利亚",
  "Niue": "纽埃",
  "Nivkhs": "尼夫赫人",
  "North European Plain": "北欧平原",
  "Norway": "挪威",
  "Oceania": "大洋洲",
  "Oman": "阿曼",
  "Onge": "翁奇人",
  "Oroqens": "鄂伦春族",
  "Ossetian Russia": "俄罗斯奥塞梯",
  "Ossetians": "奥塞梯人",
  "Pakistan": "巴基斯坦",
  "Palaung": "德昂族",
  "Palestine": "巴勒斯坦",
  "Panama": "巴拿马",
  "Papua New Guinea": "巴布亚新几内亚",
  "Parkistan": "巴基斯坦",
  "Pashtuns": "普什图人",
  "Peru": "秘鲁",
  "Philippine": "菲律宾",
  "Philippines": "菲律宾",
  "Pityusans": "皮蒂乌斯群岛人",
  "Poland": "波兰",
  "Polynesia": "波利尼西亚",
  "Polynesian": "波利尼西亚人",
  "Portugal": "葡萄牙",
  "Province of Cagliari": "卡利亚里省",
  "Punjabis": "旁遮普人",
  "Pyuma": "卑南族",
  "Qatar": "卡塔尔",
  "Rebun Island": "礼文岛",
  "Rimaibe": "里迈贝人",
  "Romania": "罗马尼亚",
  "Russia": "俄罗斯",
  "Russian Chechnya": "俄罗斯车臣",
  "Russian Siberia": "俄罗斯西伯利亚",
  "Ryazan Oblast": "梁赞州",
  "SKazakh Naiman tribe": "哈萨克乃蛮部落",
  "Saami": "萨米人",
  "Salars": "撒拉族",
  "Samoa": "萨摩亚",
  "Sandawes": "桑达韦人",
  "Sardinia": "撒丁岛",
  "Sardinian Italy": "意大利撒丁岛",
  "Saudi Arabia": "沙特阿拉伯",
  "Scandinavia": "斯堪的纳维亚",
  "Scotland": "苏格兰",
  "Selkups": "塞尔库普人",
  "Senegal": "塞内加尔",
  "Seoul": "首尔",
  "Serbia": "塞尔维亚",
  "She": "畲族",
  "Shona": "绍纳人",
  "Shor": "绍尔人",
  "Shorians": "绍尔人",
  "Sibe": "锡伯族",
  "Siberian Russia": "俄罗斯西伯利亚",
  "Sicilian": "西西里人",
  "Sicilian Italy": "意大利西西里",
  "Sierra Leone": "塞拉利昂",
  "Singapore": "新加坡",
  "Slovakia": "斯洛伐克",
  "Slovenia": "斯洛文尼亚",
  "Somalia": "索马里",
  "Sotho鈥揟swana": "索托-茨瓦纳人",
  "South Cameroon": "喀麦隆南部",
  "South Korea": "韩国",
  "Spain": "西班牙",
  "Sri Lanka": "斯里兰卡",
  "Sri Lankans": "斯里兰卡人",
  "Sudan": "苏丹",
  "Sudanese": "苏丹人",
  "Svans": "斯万人",
  "Sweden": "瑞典",
  "Switzerland": "瑞士",
  "Szeklers": "塞克伊人",
  "Tai": "泰语族群",
  "Taiwanese aborigines": "台湾少数民族",
  "Tamangs": "塔芒人",
  "Tanzania": "坦桑尼亚",
  "Tatars": "鞑靼人",
  "Telugus": "泰卢固人",
  "Thailand": "泰国",
  "Then": "佯僙人",
  "Tibet": "西藏",
  "Tibetans": "藏族",
  "Tripura": "特里普拉人",
  "Tu": "土族",
  "Tujia": "土家族",
  "Tunisia": "突尼斯",
  "Turkey": "土耳其",
  "Turkish": "土耳其人",
  "Turkmens": "土库曼人",
  "Tuvalu": "图瓦卢",
  "Tuvan": "图瓦人",
  "Tuvans": "图瓦人",
  "Tuvinians": "图瓦人",
  "U. A. Emirates": "阿联酋",
  "U.A. Emirates": "阿联酋",
  "U.K": "英国",
  "U.S.": "美国",
  "UK": "英国",
  "USA": "美国",
  "Udmurds": "乌德穆尔特人",
  "Uganda": "乌干达",
  "Ughurs": "维吾尔族",
  "Ukraine": "乌克兰",
  "United Arab Em": "阿联酋",
  "Uyghurs": "维吾尔族",
  "Uygurs": "维吾尔族",
  "Uzbekistan": "乌兹别克斯坦",
  "Uzbeks": "乌兹别克人",
  "Vepsas": "维普斯人",
  "Vietnam": "越南",
  "Vietnamese": "越南人",
  "Wa": "佤族",
  "Wales": "威尔士",
  "Western New Guinea": "西新几内亚",
  "Wichis": "维奇人",
  "Xhosa": "科萨人",
  "Xibos": "锡伯族",
  "Xinjiang": "新疆",
  "Yakuts": "雅库特人",
  "Yao": "瑶族",
  "Yemen": "也门",
  "Yi": "彝族",
  "Yunnan": "云南",
  "Zulu": "祖鲁人",
  "and Sibes": "锡伯族",
  "central Africa": "中部非洲",
  "central Asia": "中亚",
  "e. Africa": "东非",
  "e. African": "东非人群",
  "e. Asia": "东亚",
  "e. Europe": "东欧",
  "e. Futuna": "富图纳东部",
  "e. Kazakhstan Region": "哈萨克斯坦东部",
  "including Ashkenazi Jews": "包括阿什肯纳兹犹太人",
  "indigenous Australian": "澳大利亚原住民",
  "indigenous Australians": "澳大利亚原住民",
  "indigenous peoples of the Americas": "美洲原住民",
  "n. Africa": "北非",
  "n. Asia": "北亚",
  "n. Australia": "澳大利亚北部",
  "n. Eurasia": "欧亚大陆北部",
  "n. Europe": "北欧",
  "n. Somali": "索马里北部",
  "n. Thailand": "泰国北部",
  "n. e. Europe": "东北欧",
  "n.e. Caucasian": "东北高加索人群",
  "n.e. Europe": "东北欧",
  "n.e. USA (Wampanoags). s.e. USA": "美国东北部（万帕诺亚格人）、美国东南部",
  "n.w Europe": "西北欧",
  "n.w Turkey": "土耳其西北部",
  "n.w. Africa": "西北非",
  "n.w. Europe": "西北欧",
  "n.w. Iran": "伊朗西北部",
  "n.w. Siberia": "西伯利亚西北部",
  "northern Yunnan": "云南北部",
  "or Gabon": "或加蓬",
  "pygmy": "俾格米人",
  "s. Africa": "南部非洲",
  "s. Altai": "阿尔泰南部",
  "s. America": "南美洲",
  "s. Asia": "南亚",
  "s. China": "中国南方",
  "s. Europe": "南欧",
  "s. India": "印度南部",
  "s. Iran": "伊朗南部",
  "s. Korean": "韩国人",
  "s. Siberia": "西伯利亚南部",
  "s. central China": "中国中南部",
  "s. e. Aftica": "东南非洲",
  "s.e Asia": "东南亚",
  "s.e. Asia": "东南亚",
  "s.e. Europe": "东南欧",
  "s.w. Asia": "西南亚",
  "s.w. China": "中国西南",
  "s.w. Russia": "俄罗斯西南部",
  "the Buzava tribe of Kalmyks": "卡尔梅克人布扎瓦部",
  "the Indian subcontinent": "印度次大陆",
  "the Kura-Araks Basin of the Caucasus": "高加索库拉-阿拉斯河流域",
  "w. Africa": "西非",
  "w. Asia": "西亚",
  "w. Europe": "西欧",
  "w. India": "印度西部",
  "western and central Asia": "西亚和中亚"
}

function splitTop(s: string): string[] {
  const out: string[] = []
  let depth = 0
  let cur = ''
  for (const ch of s) {
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (ch === ',' && depth === 0) {
      out.push(cur.trim())
      cur = ''
    } else cur += ch
  }
  out.push(cur.trim())
  return out.filter(Boolean)
}

/** one index entry in Chinese, or null when a part of it has no Chinese name in the table */
export function yIndexPopulationName(entry: string): string | null {
  const parts: string[] = []
  for (const part of splitTop(entry)) {
    const m = /^(.*?)\s*\((.*)\)\s*\.?$/.exec(part)
    if (m) {
      const head = Y_INDEX_PLACE_ZH[m[1].trim()]
      const inner = splitTop(m[2]).map(x => Y_INDEX_PLACE_ZH[x])
      if (!head || inner.some(x => !x)) return null
      parts.push(`${head}（${inner.join('、')}）`)
    } else {
      const z = Y_INDEX_PLACE_ZH[part.replace(/\.$/, '').trim()]
      if (!z) return null
      parts.push(z)
    }
  }
  return parts.length ? parts.join('、') : null
}

/**
 * Where the composition stops and why (issue 29), said on the composition pages and in the PDF.
 * The figures of the measurement are in the resolution lines (the engine's, from the panel
 * build); this sentence states the rule and the reason, not a figure of its own.
 */
export const EAST_ASIA_LIMIT_ZH =
  '东亚内部的细分（如汉族 / 日本 / 东南亚人群、汉族南北方）只有在留一法检验中每一组都至少有 90% 的参考样本被分回本组时才会显示。目前使用的祖源标记是为区分各大洲而挑选的：能可靠地区分东亚与其他大洲，但在 1000 基因组计划的 504 名东亚人中，最好的东亚内部分法也达不到这个要求，因此只报告到“东亚”一级，不作细分推测。汉族南北方与各少数民族的细分需要覆盖全基因组的参考数据。'
