import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { APP_VERSION, BRANDS, BRAND_IDS, DEFAULT_BRAND, resolveBrand, type TTheme } from './brands';
import { brandIconSvg, THEME_PRIMARY } from './brand-icon';

describe('brands', () => {
  it('resolves the default brand when none is given', () => {
    expect(DEFAULT_BRAND).toBe('xingqiu');
    expect(resolveBrand(undefined).name).toBe('星球直播');
    expect(resolveBrand('').id).toBe('xingqiu');
  });

  it('resolves every known brand', () => {
    for (const id of BRAND_IDS) expect(resolveBrand(id)).toBe(BRANDS[id]);
  });

  it('rejects an unknown brand instead of defaulting', () => {
    expect(() => resolveBrand('nope')).toThrow('Unknown BRAND "nope"; expected one of xingqiu, lvyin, jisu, qiuyou, saidian');
    expect(() => resolveBrand('XINGQIU')).toThrow(/Unknown BRAND/);
  });

  it('gives every brand its own name, app key and footer with version v1.0.1', () => {
    const all = BRAND_IDS.map((id) => BRANDS[id]);
    expect(new Set(all.map((b) => b.name)).size).toBe(5);
    expect(new Set(all.map((b) => b.appKey)).size).toBe(5);
    expect(new Set(all.map((b) => b.footer.company)).size).toBe(5);
    for (const b of all) expect(b.footer.version).toBe(APP_VERSION);
    expect(APP_VERSION).toBe('v1.0.1');
  });

  it('applies the brand-limited entries of the issue', () => {
    expect(BRAND_IDS.filter((id) => !BRANDS[id].showGuide)).toEqual(['jisu', 'saidian']);
    expect(BRAND_IDS.filter((id) => !BRANDS[id].showActivities)).toEqual(['saidian']);
    expect(BRAND_IDS.filter((id) => !BRANDS[id].showAppQr)).toEqual(['saidian']);
    expect(BRAND_IDS.filter((id) => BRANDS[id].downloadExternal)).toEqual(['saidian']);
    expect(BRANDS.lvyin.theme).toBe('green');
  });

  it("keeps each theme's icon colour equal to the style sheet's primary colour", () => {
    const css = readFileSync(new URL('../../../apps/web/styles/globals.css', import.meta.url), 'utf8');
    for (const theme of Object.keys(THEME_PRIMARY) as TTheme[]) {
      const block = new RegExp(`\\[data-theme='${theme}'\\] \\{[^}]*--brand-primary: (#[0-9a-f]{6});`).exec(css);
      expect(block?.[1], theme).toBe(THEME_PRIMARY[theme]);
      expect(brandIconSvg(theme)).toContain(`fill="${THEME_PRIMARY[theme]}"`);
    }
  });
});
