'use client';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { CONSOLE_CALLS, ROLE_LABELS, type TConsolePermission, type TOperator } from '@sports/contracts';
import { call } from '@/lib/api';
import { ConsoleLogin } from './ConsoleLogin';

const OperatorContext = createContext<TOperator | null>(null);
export const useOperator = () => useContext(OperatorContext);

/** The console's menu: each screen with the permission it needs (the server checks every call again). */
const MENU: { href: string; label: string; permission: TConsolePermission }[] = [
  { href: '/admin', label: '概览', permission: 'dashboard.read' },
  { href: '/admin/applications', label: '主播申请', permission: 'anchor.read' },
  { href: '/admin/experts', label: '专家申请', permission: 'expert.read' },
  { href: '/admin/withdrawals', label: '提现审核', permission: 'withdraw.read' },
  { href: '/admin/reports', label: '举报处理', permission: 'report.read' },
  { href: '/admin/words', label: '违禁词与喇叭', permission: 'report.read' },
  { href: '/admin/users', label: '用户管理', permission: 'user.read' },
  { href: '/admin/content', label: '内容管理', permission: 'content.read' },
  { href: '/admin/news', label: '头条文章', permission: 'content.read' },
  { href: '/admin/circles', label: '社区圈子', permission: 'content.read' },
  { href: '/admin/about', label: '关于我们', permission: 'content.read' },
  { href: '/admin/catalogue', label: '礼物与贵族', permission: 'catalogue.read' },
  { href: '/admin/finance', label: '财务对账', permission: 'finance.read' },
  { href: '/admin/highlights', label: '剪辑集锦', permission: 'content.edit' },
  { href: '/admin/audit', label: '操作日志', permission: 'audit.read' },
];

const NOT_ALLOWED = '没有权限查看此页面';

/** The operators' console frame: its own login (password + TOTP), a side menu by permission, no public header. */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const [operator, setOperator] = useState<TOperator | null | undefined>(undefined);
  const pathname = usePathname();
  useEffect(() => {
    void call(CONSOLE_CALLS.consoleMe).then((res) => setOperator(res.code === 200 ? res.data : null));
  }, []);

  if (operator === undefined) return <div className="p-10 text-center text-sm text-gray-500">加载中…</div>;
  if (operator === null) return <ConsoleLogin onDone={setOperator} />;
  const screen = MENU.find((m) => m.href === pathname);
  const logout = async () => {
    await call(CONSOLE_CALLS.consoleLogout);
    setOperator(null);
  };
  return (
    <OperatorContext.Provider value={operator}>
      <div className="flex min-h-screen bg-slate-100 text-slate-800">
        <aside className="w-52 shrink-0 bg-slate-900 text-slate-200">
          <div className="px-5 py-4 text-base font-semibold text-white">运营管理后台</div>
          <nav aria-label="后台菜单" className="flex flex-col">
            {MENU.filter((m) => operator.permissions.includes(m.permission)).map((m) => (
              <Link
                key={m.href}
                href={m.href}
                className={`px-5 py-2.5 text-sm hover:bg-slate-800 ${pathname === m.href ? 'bg-slate-800 font-semibold text-white' : ''}`}
              >
                {m.label}
              </Link>
            ))}
          </nav>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex items-center justify-end gap-4 border-b border-slate-200 bg-white px-6 py-3 text-sm">
            <span data-testid="console-operator">
              {operator.name}（{ROLE_LABELS[operator.role]}）
            </span>
            <button type="button" onClick={() => void logout()} className="text-slate-500 hover:text-slate-900">
              退出
            </button>
          </header>
          {/* a screen the role does not allow is not mounted: it would only fetch what the server refuses */}
          <main className="p-6">
            {screen && !operator.permissions.includes(screen.permission) ? (
              <p className="text-sm text-slate-500">{NOT_ALLOWED}</p>
            ) : (
              children
            )}
          </main>
        </div>
      </div>
    </OperatorContext.Provider>
  );
}

/** A screen the operator's role does not allow (the menu hides it; a typed address lands here). */
export function Allowed({ permission, children }: { permission: TConsolePermission; children: ReactNode }) {
  const op = useOperator();
  if (!op?.permissions.includes(permission)) return <p className="text-sm text-slate-500">{NOT_ALLOWED}</p>;
  return <>{children}</>;
}
