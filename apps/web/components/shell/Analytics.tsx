import Script from 'next/script';

/** Brand analytics snippet, rendered only for brands that have an analytics id. */
export function Analytics({ id }: { id: string }) {
  return (
    <Script
      id="brand-analytics"
      strategy="afterInteractive"
      src={`https://hm.baidu.com/hm.js?${encodeURIComponent(id)}`}
      data-analytics-id={id}
    />
  );
}
