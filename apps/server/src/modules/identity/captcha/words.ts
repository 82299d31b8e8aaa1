/**
 * Characters the click-word captcha draws: common, visually distinct characters (sports flavour).
 * The bundled font (assets/captcha-font.ttf) is a subset holding exactly these, so a new character
 * here needs the font subset again (see assets/README.md).
 */
export const CAPTCHA_CHARS = [
  ...'足球篮网赛场门将传射进攻防守胜负平分秒钟时天日月年春夏秋冬东南西北上下左右中前后大小多少高低长短快慢新老',
  ...'红黄蓝绿白黑金银山水火木土风云雨雪花草树林石田川海河江湖星光明亮开关出入来去走跑跳飞看听说读写画唱笑',
  ...'爱心手口目耳头身力气家国城市村路桥车船马牛羊鸟鱼虫龙虎猫狗书本笔纸灯电窗桌椅杯碗茶饭米面果瓜',
];
