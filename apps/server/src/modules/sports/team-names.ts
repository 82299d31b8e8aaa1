/**
 * English team names (as the openfootball files spell them) to Chinese names.
 * Lookup ignores case, diacritics and FC/AFC affixes, so "Aston Villa" and "Aston Villa FC"
 * are one team. Renamed clubs (Shanghai SIPG → Shanghai Port) keep one entry per name, so old
 * seasons show the name of their time. An unmapped team keeps its English name.
 */
export interface TeamName {
  /** Canonical English name, the team's natural key. */
  en: string;
  name: string;
  shortName: string;
}

const TEAMS: [en: string, name: string, shortName: string][] = [
  // Premier League 2019/20 and 2022/23
  ['AFC Bournemouth', '伯恩茅斯', '伯恩茅斯'],
  ['Arsenal FC', '阿森纳', '阿森纳'],
  ['Aston Villa FC', '阿斯顿维拉', '维拉'],
  ['Brentford FC', '布伦特福德', '布伦特福德'],
  ['Brighton & Hove Albion FC', '布莱顿和霍夫阿尔比恩', '布莱顿'],
  ['Burnley FC', '伯恩利', '伯恩利'],
  ['Chelsea FC', '切尔西', '切尔西'],
  ['Crystal Palace FC', '水晶宫', '水晶宫'],
  ['Everton FC', '埃弗顿', '埃弗顿'],
  ['Fulham FC', '富勒姆', '富勒姆'],
  ['Leeds United FC', '利兹联', '利兹联'],
  ['Leicester City FC', '莱斯特城', '莱斯特城'],
  ['Liverpool FC', '利物浦', '利物浦'],
  ['Manchester City FC', '曼彻斯特城', '曼城'],
  ['Manchester United FC', '曼彻斯特联', '曼联'],
  ['Newcastle United FC', '纽卡斯尔联', '纽卡斯尔'],
  ['Norwich City FC', '诺维奇城', '诺维奇'],
  ['Nottingham Forest FC', '诺丁汉森林', '诺丁汉森林'],
  ['Sheffield United FC', '谢菲尔德联', '谢菲联'],
  ['Southampton FC', '南安普顿', '南安普顿'],
  ['Tottenham Hotspur FC', '托特纳姆热刺', '热刺'],
  ['Watford FC', '沃特福德', '沃特福德'],
  ['West Ham United FC', '西汉姆联', '西汉姆'],
  ['Wolverhampton Wanderers FC', '伍尔弗汉普顿流浪者', '狼队'],
  // Chinese Super League 2019
  ['Beijing Guoan', '北京国安', '北京国安'],
  ['Beijing Renhe FC', '北京人和', '北京人和'],
  ['Chongqing Lifan', '重庆当代力帆', '重庆力帆'],
  ['Dalian Yifang FC', '大连一方', '大连一方'],
  ['Guangzhou Evergrande', '广州恒大淘宝', '广州恒大'],
  ['Guangzhou R&F', '广州富力', '广州富力'],
  ['Hebei China Fortune', '河北华夏幸福', '河北华夏'],
  ['Henan Jianye', '河南建业', '河南建业'],
  ['Jiangsu Suning', '江苏苏宁易购', '江苏苏宁'],
  ['Shandong Taishan', '山东泰山', '山东泰山'],
  ['Shanghai SIPG', '上海上港', '上海上港'],
  ['Shanghai Shenhua', '上海申花', '上海申花'],
  ['Shenzhen FC', '深圳佳兆业', '深圳'],
  ['Tianjin Teda', '天津泰达', '天津泰达'],
  ['Tianjin Tianhai', '天津天海', '天津天海'],
  ['Wuhan Zall FC', '武汉卓尔', '武汉卓尔'],
  // Chinese Super League 2025
  ['Changchun Yatai', '长春亚泰', '长春亚泰'],
  ['Chengdu Rongcheng', '成都蓉城', '成都蓉城'],
  ['Dalian Yingbo', '大连英博', '大连英博'],
  ['Henan FC', '河南俱乐部酒祖杜康', '河南'],
  ['Meizhou Hakka', '梅州客家', '梅州客家'],
  ['Qingdao Hainiu', '青岛海牛', '青岛海牛'],
  ['Qingdao West Coast', '青岛西海岸', '青岛西海岸'],
  ['Shanghai Port FC', '上海海港', '上海海港'],
  ['Shenzhen Peng City', '深圳新鹏城', '深圳新鹏城'],
  ['Tianjin Jinmen Tiger', '天津津门虎', '天津津门虎'],
  ['Wuhan Three Towns', '武汉三镇', '武汉三镇'],
  ['Yunnan Yukun', '云南玉昆', '云南玉昆'],
  ['Zhejiang Professional', '浙江俱乐部绿城', '浙江'],
  // FIFA World Cup 2022
  ['Argentina', '阿根廷', '阿根廷'],
  ['Australia', '澳大利亚', '澳大利亚'],
  ['Belgium', '比利时', '比利时'],
  ['Brazil', '巴西', '巴西'],
  ['Cameroon', '喀麦隆', '喀麦隆'],
  ['Canada', '加拿大', '加拿大'],
  ['Costa Rica', '哥斯达黎加', '哥斯达黎加'],
  ['Croatia', '克罗地亚', '克罗地亚'],
  ['Denmark', '丹麦', '丹麦'],
  ['Ecuador', '厄瓜多尔', '厄瓜多尔'],
  ['England', '英格兰', '英格兰'],
  ['France', '法国', '法国'],
  ['Germany', '德国', '德国'],
  ['Ghana', '加纳', '加纳'],
  ['Iran', '伊朗', '伊朗'],
  ['Japan', '日本', '日本'],
  ['Mexico', '墨西哥', '墨西哥'],
  ['Morocco', '摩洛哥', '摩洛哥'],
  ['Netherlands', '荷兰', '荷兰'],
  ['Poland', '波兰', '波兰'],
  ['Portugal', '葡萄牙', '葡萄牙'],
  ['Qatar', '卡塔尔', '卡塔尔'],
  ['Saudi Arabia', '沙特阿拉伯', '沙特'],
  ['Senegal', '塞内加尔', '塞内加尔'],
  ['Serbia', '塞尔维亚', '塞尔维亚'],
  ['South Korea', '韩国', '韩国'],
  ['Spain', '西班牙', '西班牙'],
  ['Switzerland', '瑞士', '瑞士'],
  ['Tunisia', '突尼斯', '突尼斯'],
  ['USA', '美国', '美国'],
  ['Uruguay', '乌拉圭', '乌拉圭'],
  ['Wales', '威尔士', '威尔士'],
];

/** Lookup key: lower case, no diacritics, no FC/AFC tokens, single spaces. */
export function teamNameKey(english: string): string {
  return english
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && w !== 'fc' && w !== 'afc')
    .join(' ');
}

const BY_KEY = new Map(TEAMS.map(([en, name, shortName]) => [teamNameKey(en), { en, name, shortName }]));

/** The Chinese names of a team; an unmapped team keeps its English name for both. */
export function teamName(english: string): TeamName & { mapped: boolean } {
  const clean = english.trim().replace(/\s+/g, ' ');
  const hit = BY_KEY.get(teamNameKey(clean));
  return hit ? { ...hit, mapped: true } : { en: clean, name: clean, shortName: clean, mapped: false };
}
