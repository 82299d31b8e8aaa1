import { buttonClass } from '@/components/ui/Button';
import { absoluteUrl, qrDataUrl } from '@/lib/qr.server';
import { siteData } from '@/lib/site.server';
import { RoutePage } from '@/components/layout/RoutePage';

/** /app: what the app offers, its version and size, store buttons and a QR code of the landing page. */
export async function DownloadPage() {
  const [config, info] = await Promise.all([siteData.downloadConfig(), siteData.downloadInfo()]);
  if (!config || !info) return <RoutePage pattern="/app" />;
  const landing = await absoluteUrl(config.landingUrl || '/app');
  const qr = await qrDataUrl(landing, 180);
  return (
    <RoutePage pattern="/app">
      <div className="flex gap-10 rounded-lg bg-tint p-8" data-testid="download-info">
        <div className="flex-1">
          <h2 className="text-2xl font-bold text-ink">{config.appName}</h2>
          <p className="mt-2 text-sm text-muted">
            版本 {config.version} · 大小 {config.size}
          </p>
          {info.description ? <p className="mt-4 text-sm leading-7 text-ink">{info.description}</p> : null}
          <div className="mt-6 flex gap-4">
            <a href={config.androidUrl} className={buttonClass('primary')} target="_blank" rel="noopener noreferrer">
              Android 下载
            </a>
            <a href={config.iosUrl} className={buttonClass('outline')} target="_blank" rel="noopener noreferrer">
              iPhone 下载
            </a>
          </div>
        </div>
        <figure className="flex w-[200px] shrink-0 flex-col items-center rounded-lg bg-surface p-3 shadow-sm">
          <img src={qr} width={180} height={180} alt={`扫码下载${config.appName}`} data-testid="download-qr" />
          <figcaption className="mt-2 text-xs text-muted">手机扫码下载</figcaption>
        </figure>
      </div>
      {info.features.length > 0 ? (
        <ul className="mt-6 grid grid-cols-3 gap-4">
          {info.features.map((f) => (
            <li key={f.title} className="rounded-lg border border-line p-4">
              <h3 className="font-semibold text-ink">{f.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {info.tips.length > 0 ? (
        <section className="mt-6">
          <h3 className="mb-2 text-sm font-semibold text-ink">安装提示</h3>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
            {info.tips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </RoutePage>
  );
}
