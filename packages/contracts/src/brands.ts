import { z } from 'zod';

/** Brand ids, chosen at start with BRAND. The first one is the default. */
export const BRAND_IDS = ['xingqiu', 'lvyin', 'jisu', 'qiuyou', 'saidian'] as const;
export const ZBrandIdSchema = z.enum(BRAND_IDS);
export type TBrandId = z.infer<typeof ZBrandIdSchema>;
export const DEFAULT_BRAND: TBrandId = 'xingqiu';

export type TTheme = 'default' | 'green';

export interface TBrandFooter {
  company: string;
  /** ICP filing / licence number shown in the footer. */
  licence: string;
  /** Network culture operating licence (网络文化经营许可证). */
  cultureLicence: string;
  address: string;
  phone: string;
  email: string;
  version: string;
}

/** Everything the browser may know about a brand. Secrets never live here. */
export interface TBrand {
  id: TBrandId;
  name: string;
  /** Short slogan used in the page title suffix and the home banner fallback. */
  slogan: string;
  /** Sent by the client on every request as the app key header. */
  appKey: string;
  /** Analytics site id; the analytics snippet is rendered only when set. */
  analyticsId: string;
  theme: TTheme;
  footer: TBrandFooter;
  /** Tips (/guide) entry in the header. */
  showGuide: boolean;
  /** Floating bar: "view activities" entry and "download APP" QR code. */
  showActivities: boolean;
  showAppQr: boolean;
  /** Header download button target: the /app page, or an external download page. */
  downloadHref: string;
  downloadExternal: boolean;
}

export const APP_VERSION = 'v1.0.1';

const footer = (f: Omit<TBrandFooter, 'version'>): TBrandFooter => ({ ...f, version: APP_VERSION });

export const BRANDS: Record<TBrandId, TBrand> = {
  xingqiu: {
    id: 'xingqiu',
    name: '星球直播',
    slogan: '高清足球篮球直播',
    appKey: 'xq-7f3a9c2e51d84b06',
    analyticsId: '',
    theme: 'default',
    footer: footer({
      company: '海南星球互娱网络科技有限公司',
      licence: '琼ICP备2023001875号-1',
      cultureLicence: '琼网文〔2023〕1156-021号',
      address: '海南省海口市龙华区滨海大道105号百方广场21层',
      phone: '0898-66152870',
      email: 'service@xingqiu-live.cn',
    }),
    showGuide: true,
    showActivities: true,
    showAppQr: true,
    downloadHref: '/app',
    downloadExternal: false,
  },
  lvyin: {
    id: 'lvyin',
    name: '绿茵直播',
    slogan: '绿茵场上的每一刻',
    appKey: 'ly-2b8e4d1f90a7c653',
    analyticsId: '5c1e8f0b3a7d49e2a6f1c0d9b8e7a615',
    theme: 'green',
    footer: footer({
      company: '广州绿茵信息科技有限公司',
      licence: '粤ICP备2022104518号-2',
      cultureLicence: '粤网文〔2022〕3208-187号',
      address: '广东省广州市天河区珠江新城华夏路30号富力盈通大厦17楼',
      phone: '020-38891265',
      email: 'kefu@lvyin-zb.cn',
    }),
    showGuide: true,
    showActivities: true,
    showAppQr: true,
    downloadHref: '/app',
    downloadExternal: false,
  },
  jisu: {
    id: 'jisu',
    name: '极速看球',
    slogan: '极速高清 看球不卡',
    appKey: 'js-94c0a3e7d2f1b865',
    analyticsId: '9a3f2c7e1b0d48f6a5c4e3d2b1a09f87',
    theme: 'default',
    footer: footer({
      company: '成都极速视界网络科技有限公司',
      licence: '蜀ICP备2023017742号-1',
      cultureLicence: '川网文〔2023〕0497-033号',
      address: '四川省成都市高新区天府大道北段1480号高新孵化园7栋',
      phone: '028-85126370',
      email: 'support@jisukanqiu.cn',
    }),
    showGuide: false,
    showActivities: true,
    showAppQr: true,
    downloadHref: '/app',
    downloadExternal: false,
  },
  qiuyou: {
    id: 'qiuyou',
    name: '球友直播',
    slogan: '和球友一起看球',
    appKey: 'qy-61d7b2a0e4c9f358',
    analyticsId: '',
    theme: 'green',
    footer: footer({
      company: '杭州球友网络科技有限公司',
      licence: '浙ICP备2021036629号-3',
      cultureLicence: '浙网文〔2021〕2231-114号',
      address: '浙江省杭州市西湖区文三路478号华星时代广场B座9层',
      phone: '0571-86723019',
      email: 'help@qiuyou-live.cn',
    }),
    showGuide: true,
    showActivities: true,
    showAppQr: true,
    downloadHref: '/app',
    downloadExternal: false,
  },
  saidian: {
    id: 'saidian',
    name: '赛点体育',
    slogan: '赛点时刻 尽在掌握',
    appKey: 'sd-3e8f1a6c07b2d945',
    analyticsId: '',
    theme: 'default',
    footer: footer({
      company: '北京赛点体育文化传媒有限公司',
      licence: '京ICP备2020031274号-1',
      cultureLicence: '京网文〔2020〕5012-968号',
      address: '北京市朝阳区东三环中路39号建外SOHO东区A座12层',
      phone: '010-58697213',
      email: 'service@saidiantiyu.cn',
    }),
    showGuide: false,
    showActivities: false,
    showAppQr: false,
    downloadHref: 'https://download.saidiantiyu.cn/',
    downloadExternal: true,
  },
};

/** Resolves a BRAND value; unknown values are rejected rather than silently defaulted. */
export function resolveBrand(id: string | undefined): TBrand {
  if (!id) return BRANDS[DEFAULT_BRAND];
  const parsed = ZBrandIdSchema.safeParse(id);
  if (!parsed.success) {
    throw new Error(`Unknown BRAND "${id}"; expected one of ${BRAND_IDS.join(', ')}`);
  }
  return BRANDS[parsed.data];
}
