import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOR, system } from './theme';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
/** `fg` laid over `bg` at `alpha` (Chakra's solid buttons hover at 90 %). */
function blend(fg: string, bg: string, alpha: number): string {
  const ch = (h: string, i: number) => parseInt(h.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) =>
      Math.round(alpha * ch(fg, i) + (1 - alpha) * ch(bg, i))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
/** A semantic colour token's light-mode value as #rrggbb ('{colors.green.700}' or 'var(--chakra-colors-green-700)'). */
function lightHex(name: string): string {
  const token = system.tokens.getByName(`colors.${name}`);
  const raw = String((token as { conditions?: { _light?: string } } | undefined)?.conditions?._light ?? token?.value);
  const ref = /^\{colors\.(.+)\}$/.exec(raw)?.[1] ?? /^var\(--chakra-colors-([a-z]+)-?(\d*)\)$/.exec(raw)?.slice(1).filter(Boolean).join('.');
  const value = ref ? system.token(`colors.${ref}`) : raw;
  return value === 'white' ? '#ffffff' : value === 'black' ? '#000000' : String(value).toLowerCase();
}

describe('brand colours pass WCAG AA', () => {
  it('white on the brand green is at least 4.5:1 (the old #16a34a was 3.3:1)', () => {
    expect(contrast('#16a34a', '#ffffff')).toBeLessThan(4.5);
    expect(contrast(BRAND_COLOR, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(lightHex('green.solid')).toBe(BRAND_COLOR);
  });

  it.each(['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'])(
    '%s: solid buttons and badges, also hovered, and subtle badges',
    (palette) => {
      const solid = lightHex(`${palette}.solid`);
      const text = lightHex(`${palette}.contrast`);
      expect(contrast(text, solid)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, blend(solid, '#ffffff', 0.9))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(lightHex(`${palette}.fg`), lightHex(`${palette}.subtle`))).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('web app manifest', () => {
  const pub = resolve(__dirname, '../../public');
  const manifest = JSON.parse(readFileSync(resolve(pub, 'manifest.webmanifest'), 'utf8')) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };

  it('lets Android add Oja to the home screen: name, start URL, standalone, brand theme colour', () => {
    expect(manifest.short_name).toBe('Oja');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe(BRAND_COLOR);
  });

  it('has PNG icons of 192 and 512 px whose files are that size', () => {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png' && (i.purpose ?? 'any') === 'any');
      expect(icon, `${size} px icon`).toBeDefined();
      const png = readFileSync(resolve(pub, `.${icon!.src}`));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it('is linked from index.html with the same theme colour', () => {
    const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${BRAND_COLOR}" />`);
  });
});
