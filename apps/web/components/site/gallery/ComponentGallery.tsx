import type { ReactNode } from 'react';
import type { TTheme } from '@sports/contracts';
import { Button, buttonClass } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { NeedLogin } from '@/components/ui/NeedLogin';
import { Panel } from '@/components/ui/Panel';
import { TabNav } from '@/components/ui/TabNav';
import { SCORE_TABS } from '@/components/scores/ScoreTabs';
import { JumpRulesTable } from './JumpRulesTable';
import { CaptchaDemo } from '@/components/account/captcha/CaptchaDemo';

const THEMES: { theme: TTheme; label: string }[] = [
  { theme: 'default', label: '默认主题' },
  { theme: 'green', label: '绿色主题' },
];

function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title} className="border border-line shadow-none">
      {children}
    </Panel>
  );
}

/** Buttons and tabs rendered under one palette: the theme variables cascade from data-theme. */
function PaletteSample({ theme, label }: { theme: TTheme; label: string }) {
  return (
    <div data-theme={theme} className="flex-1 rounded-lg bg-page p-4">
      <h3 className="mb-3 text-sm font-semibold text-ink">{label}</h3>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button>主要按钮</Button>
        <Button variant="outline">次要按钮</Button>
        <Button variant="ghost">文字按钮</Button>
        <Button disabled>不可用</Button>
        <a href="/app" className={buttonClass('primary', 'sm')}>
          下载APP
        </a>
      </div>
      <div className="rounded-lg bg-surface p-3">
        <TabNav items={SCORE_TABS.football.slice(0, 5)} active="/football" />
        <TabNav variant="pill" className="mt-3" items={SCORE_TABS.basketball} active="/basketball/end" />
      </div>
    </div>
  );
}

/** The shared parts of the interface, each shown as pages use it. */
export function ComponentGallery() {
  return (
    <div className="flex flex-col gap-5">
      <Demo title="按钮与标签（两套配色）">
        <div className="flex gap-4">
          {THEMES.map((t) => (
            <PaletteSample key={t.theme} {...t} />
          ))}
        </div>
      </Demo>
      <Demo title="页面卡片 PageFrame / Panel">
        <Panel title="卡片标题" actions={<span className="text-xs text-muted">操作区</span>} className="border border-line">
          <EmptyState className="py-6" />
        </Panel>
      </Demo>
      <Demo title="空状态 EmptyState">
        <EmptyState />
      </Demo>
      <Demo title="未登录视图 NeedLogin">
        <NeedLogin />
      </Demo>
      <Demo title="安全验证（获取短信验证码前）">
        <CaptchaDemo />
      </Demo>
      <Demo title="轮播图跳转规则">
        <JumpRulesTable />
      </Demo>
    </div>
  );
}
