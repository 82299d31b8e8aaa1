import Link from '@/components/ui/Link';
import type { TBrand } from '@sports/contracts';

const LINKS = [
  { label: '关于我们', href: '/about/10002' },
  { label: '联系我们', href: '/about/10003' },
  { label: '用户协议', href: '/about/agreement' },
  { label: '隐私政策', href: '/about/privacy' },
  { label: '帮助中心', href: '/about/10001' },
];

/** The brand footer: links, company, licences, address, contact details and version. */
export function Footer({ brand }: { brand: TBrand }) {
  const f = brand.footer;
  return (
    <footer data-testid="site-footer" className="min-w-[1200px] bg-footer text-footer-text">
      <div className="mx-auto w-[1200px] py-8 text-[13px] leading-6">
        <div className="flex items-center justify-between border-b border-white/10 pb-5">
          <div className="flex items-center gap-3">
            <span className="text-lg font-bold text-white">{brand.name}</span>
            <span className="text-xs opacity-80">{brand.slogan}</span>
          </div>
          <nav aria-label="页脚导航" className="flex items-center divide-x divide-white/15">
            {LINKS.map((l) => (
              <Link key={l.href} href={l.href} className="px-4 hover:text-white">
                {l.label}
              </Link>
            ))}
          </nav>
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-6 pt-5">
          <div className="space-y-1">
            <p>
              <span data-testid="footer-company">{f.company}</span>
              <span className="mx-3 opacity-40">|</span>
              <span data-testid="footer-licence">{f.licence}</span>
              <span className="mx-3 opacity-40">|</span>
              <span>网络文化经营许可证：{f.cultureLicence}</span>
            </p>
            <p>地址：{f.address}</p>
            <p>
              客服电话：{f.phone}
              <span className="mx-3 opacity-40">|</span>
              客服邮箱：{f.email}
            </p>
            <p className="text-xs opacity-70">抵制不良信息，拒绝盗版侵权；适度娱乐，理性观赛。本站不提供任何形式的竞猜与博彩服务。</p>
          </div>
          <div className="self-end text-right text-xs opacity-80">
            <p>
              版本 <span data-testid="footer-version">{f.version}</span>
            </p>
            <p>
              © {new Date().getFullYear()} {brand.name} 版权所有
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
