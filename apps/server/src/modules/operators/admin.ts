import { randomBytes } from 'node:crypto';
import { CONSOLE_ROLES } from '@sports/contracts';
import type { AdminCommand } from '../../cli/commands';
import { totpUri } from './secrets';

/** Operator accounts of the console (created only here: there is no sign-up). */
export const operatorCommands: AdminCommand[] = [
  {
    words: ['operator', 'add'],
    usage: `operator add <账号> --role <${CONSOLE_ROLES.join('|')}> [--password 密码]`,
    summary: '创建后台账号；打印动态验证码密钥（录入身份验证器 App）',
    async run({ operators, config }, [name], flags) {
      if (!name) throw new Error('请给出账号');
      const role = typeof flags.role === 'string' ? flags.role : '';
      const password = typeof flags.password === 'string' ? flags.password : randomBytes(12).toString('base64url');
      const { id, totpSecret } = await operators.service.add(name, role, password);
      return [
        `已创建后台账号 ${name}（#${id}，角色 ${role}）`,
        ...(typeof flags.password === 'string' ? [] : [`初始密码: ${password}`]),
        `动态验证码密钥: ${totpSecret}`,
        `otpauth: ${totpUri(totpSecret, name, config.brand.name)}`,
      ].join('\n');
    },
  },
  {
    words: ['operator', 'list'],
    usage: 'operator list',
    summary: '列出后台账号',
    async run({ operators }) {
      const rows = await operators.service.list();
      if (!rows.length) return '暂无后台账号';
      return rows.map((o) => `#${o.id}  ${o.name}  ${o.role}${Number(o.disabled) ? '  已停用' : ''}`).join('\n');
    },
  },
  {
    words: ['operator', 'disable'],
    usage: 'operator disable <账号>',
    summary: '停用后台账号（其会话立即失效）',
    async run({ operators }, [name]) {
      await operators.service.setDisabled(name ?? '', true);
      return `已停用 ${name}`;
    },
  },
  {
    words: ['operator', 'enable'],
    usage: 'operator enable <账号>',
    summary: '恢复后台账号（并解除锁定）',
    async run({ operators }, [name]) {
      await operators.service.setDisabled(name ?? '', false);
      return `已恢复 ${name}`;
    },
  },
];
