import { DEFAULT_SITE_CONFIG, type TSiteConfig } from '@sports/contracts';
import type { AdminCommand } from '../../cli/commands';
import { siteRepository } from './repository';
import { SETTING_KEYS } from './service';

/** Operator commands for the site configuration (SPEC §3 site config). */
export const siteCommands: AdminCommand[] = [
  {
    words: ['site', 'captcha'],
    usage: 'site captcha <on|off>',
    summary: '打开/关闭短信验证码前的人机验证开关（jiyanSwitch）',
    async run({ db }, [state]) {
      if (state !== 'on' && state !== 'off') throw new Error('请指定 on 或 off');
      const repo = siteRepository(db);
      const raw = await repo.getSetting(SETTING_KEYS.config);
      const current: Partial<TSiteConfig> = raw ? (JSON.parse(raw) as Partial<TSiteConfig>) : {};
      const next = { ...DEFAULT_SITE_CONFIG, ...current, jiyanSwitch: state === 'on' ? 1 : 0 };
      await repo.setSetting(SETTING_KEYS.config, JSON.stringify(next));
      return `人机验证开关已${state === 'on' ? '打开' : '关闭'}（jiyanSwitch=${next.jiyanSwitch}）`;
    },
  },
];
