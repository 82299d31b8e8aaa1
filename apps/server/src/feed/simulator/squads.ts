import type { TSport } from '@sports/contracts';
import { rngFor, type Rng } from './rng';

// Squads of simulated teams: names in Chinese as score sites print them (Chinese names for
// Chinese clubs; transliterated names for foreign ones), shirt numbers and SPEC position codes.

const CN_SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万覃武钱严莫孔'.split(
    '',
  );
const CN_GIVEN = '伟强磊军洋勇杰涛明超刚平辉鹏华飞鑫波宇浩凯健俊帆帅旭宁龙林阳博文斌晨昊然峰毅睿哲翔瑞泽凡恒乐航宏锋'.split('');
const FOREIGN_GIVEN = [
  '卢卡斯',
  '马特乌斯',
  '布鲁诺',
  '若昂',
  '迭戈',
  '安德烈',
  '马科斯',
  '拉斐尔',
  '达尼洛',
  '费利佩',
  '托马斯',
  '丹尼尔',
  '马丁',
  '塞巴斯蒂安',
  '路易斯',
  '卡洛斯',
  '安东尼奥',
  '伊万',
  '马克',
  '亚历山大',
  '大卫',
  '约纳斯',
  '尼古拉斯',
  '雨果',
  '保罗',
  '西蒙',
  '凯文',
  '杰克',
  '哈里',
  '詹姆斯',
  '本',
  '萨姆',
  '米切尔',
  '奥利弗',
  '塞尔吉奥',
  '米格尔',
  '阿德里安',
  '恩佐',
  '朱利安',
  '弗洛里安',
  '蒂莫',
  '莱昂',
  '马努埃尔',
];
const FOREIGN_SURNAMES = [
  '席尔瓦',
  '桑托斯',
  '费尔南德斯',
  '罗德里格斯',
  '马丁内斯',
  '冈萨雷斯',
  '洛佩斯',
  '佩雷斯',
  '桑切斯',
  '戈麦斯',
  '迪亚斯',
  '卡瓦略',
  '索萨',
  '阿尔维斯',
  '里贝罗',
  '莫雷诺',
  '穆勒',
  '施密特',
  '施耐德',
  '费舍尔',
  '韦伯',
  '瓦格纳',
  '贝克尔',
  '霍夫曼',
  '科赫',
  '里希特',
  '罗西',
  '鲁索',
  '费拉里',
  '埃斯波西托',
  '比安奇',
  '罗马诺',
  '科隆博',
  '里奇',
  '马里诺',
  '格列柯',
  '史密斯',
  '琼斯',
  '威廉姆斯',
  '布朗',
  '泰勒',
  '戴维斯',
  '埃文斯',
  '托马斯',
  '约翰逊',
  '罗伯茨',
  '沃克',
  '怀特',
  '格林',
  '霍尔',
  '伍德',
  '德容',
  '范戴克',
  '杨森',
  '德弗里',
  '巴克',
  '维瑟',
  '马丁',
  '贝尔纳',
  '杜邦',
  '勒菲弗',
  '莫罗',
  '西蒙',
  '米歇尔',
  '勒鲁',
  '库利巴利',
  '迪亚洛',
  '卡马拉',
  '佐藤',
  '铃木',
  '高桥',
  '田中',
  '渡边',
  '伊藤',
  '山本',
  '中村',
  '小林',
  '加藤',
  '金',
  '李',
  '朴',
  '崔',
  '郑',
  '姜',
];
const BASKETBALL_GIVEN = [
  '勒布朗',
  '斯蒂芬',
  '凯文',
  '安东尼',
  '杰森',
  '德文',
  '贾马尔',
  '泰瑞斯',
  '达柳斯',
  '扎克',
  '卡梅隆',
  '特雷',
  '迈克尔',
  '克里斯',
  '乔丹',
  '德安德烈',
  '凯尔',
  '马库斯',
  '杰伦',
  '泰勒',
];
const BASKETBALL_SURNAMES = [
  '詹姆斯',
  '库里',
  '杜兰特',
  '戴维斯',
  '塔图姆',
  '布克',
  '穆雷',
  '兰德尔',
  '加兰',
  '拉文',
  '约翰逊',
  '哈里斯',
  '米切尔',
  '霍勒迪',
  '格林',
  '布朗',
  '怀特',
  '巴恩斯',
  '西亚卡姆',
  '艾顿',
  '罗宾逊',
  '史密斯',
  '华盛顿',
  '杰克逊',
  '亚当斯',
];

export interface SquadPlayer {
  /** Natural key: team key and shirt number. */
  key: string;
  name: string;
  nameEn: string;
  shirtNumber: number;
  position: string;
}

/** Positions of an 18-man football squad: the first 11 start in a 4-3-3. */
const FOOTBALL_SHAPE = ['GK', 'DR', 'DC', 'DC', 'DL', 'DM', 'MC', 'MC', 'RW', 'ST', 'LW', 'GK', 'DC', 'DL', 'MC', 'AM', 'MR', 'ST'];
/** 12-man basketball roster: the first five start. */
const BASKETBALL_SHAPE = ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F', 'G', 'F', 'C', 'PG', 'SF'];

function chineseName(rng: Rng): string {
  return rng.pick(CN_SURNAMES) + rng.pick(CN_GIVEN) + (rng.chance(0.6) ? rng.pick(CN_GIVEN) : '');
}

const squadCache = new Map<string, SquadPlayer[]>();

/** The squad of a team, the same for a seed and team on every run. */
export function squadOf(seed: number, sport: TSport, teamKey: string, chinese: boolean): SquadPlayer[] {
  const key = `${seed}:${sport}:${teamKey}:${chinese}`;
  let squad = squadCache.get(key);
  if (!squad) {
    if (squadCache.size > 2000) squadCache.clear();
    squadCache.set(key, (squad = drawSquad(seed, sport, teamKey, chinese)));
  }
  return squad;
}

function drawSquad(seed: number, sport: TSport, teamKey: string, chinese: boolean): SquadPlayer[] {
  const rng = rngFor(seed, 'squad', sport, teamKey);
  const shape = sport === 'football' ? FOOTBALL_SHAPE : BASKETBALL_SHAPE;
  const used = new Set<number>();
  const names = new Set<string>();
  return shape.map((position, i) => {
    let number = position === 'GK' && i === 0 ? 1 : rng.int(2, sport === 'football' ? 40 : 55);
    while (used.has(number)) number = (number % 98) + 1;
    used.add(number);
    const draw = () =>
      chinese && (sport === 'basketball' ? i > 1 : i > 2)
        ? chineseName(rng)
        : sport === 'basketball'
          ? `${rng.pick(BASKETBALL_GIVEN)}·${rng.pick(BASKETBALL_SURNAMES)}`
          : `${rng.pick(FOREIGN_GIVEN)}·${rng.pick(FOREIGN_SURNAMES)}`;
    let name = draw();
    while (names.has(name)) name = draw();
    names.add(name);
    return { key: `${teamKey}#${number}`, name, nameEn: `${teamKey} #${number}`, shirtNumber: number, position };
  });
}

/** The head coach of a simulated team: a name drawn like the squad's, fixed per team and seed. */
export function coachOf(seed: number, sport: TSport, teamKey: string, chinese: boolean): string {
  const rng = rngFor(seed, 'coach', sport, teamKey);
  if (chinese) return chineseName(rng);
  return sport === 'basketball'
    ? `${rng.pick(BASKETBALL_GIVEN)}·${rng.pick(BASKETBALL_SURNAMES)}`
    : `${rng.pick(FOREIGN_GIVEN)}·${rng.pick(FOREIGN_SURNAMES)}`;
}
