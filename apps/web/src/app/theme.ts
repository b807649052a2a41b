import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Oja's brand green (Chakra's green.700): white text on it is 6.79:1, and 5.43:1 on the 90 % hover
 * shade, so every primary button passes WCAG AA (4.5:1). The old brand green, green.600 (#16a34a),
 * gave 3.3:1. Also the manifest's and the browser's theme colour (index.html, manifest.webmanifest).
 */
export const BRAND_COLOR = '#116932';

/**
 * Palettes whose default `solid` shade (600) is too light for white text, at rest (green 3.3:1, orange,
 * teal, cyan) or on hover, when buttons draw it at 90 % (red, blue, pink ≈ 4.3:1): use 700 (≥ 6.8:1).
 */
const DARKER_SOLID = ['green', 'orange', 'teal', 'cyan', 'red', 'blue', 'pink'] as const;

/** Phones and touch screens: every button, select and tab is at least 44 × 44 px (WCAG 2.5.5 target size). */
export const TAP_TARGET_MEDIA = '@media screen and (max-width: 767.98px), (pointer: coarse)';

const config = defineConfig({
  globalCss: {
    'button, select, [role="tab"], [role="menuitem"], .chakra-button': {
      // !important: the recipes' own min-width (e.g. 32 px for size xs icon buttons) must not undercut it.
      [TAP_TARGET_MEDIA]: { minHeight: '44px !important', minWidth: '44px !important' },
    },
  },
  theme: {
    semanticTokens: {
      colors: Object.fromEntries(
        DARKER_SOLID.map((palette) => [palette, { solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } } }]),
      ),
    },
  },
});

/** Chakra's default system with AA-contrast solid colours; green is the app's palette. */
export const system = createSystem(defaultConfig, config);
