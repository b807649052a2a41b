import { createSystem, defineConfig } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

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

/**
 * The recipes of the Chakra components the app uses (theme.spec.ts checks every one it imports has its own):
 * Chakra's default config carries all ~75, and importing it also built a second, unused system at start-up.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's default theme (tokens, global CSS, text and layer styles) with only the recipes above. */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes: RECIPES, slotRecipes: SLOT_RECIPES, textStyles, layerStyles, animationStyles },
});

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

/** Chakra's default system (the recipes the app uses) with AA-contrast solid colours; green is the app's palette. */
export const system = createSystem(defaultBaseConfig, themeConfig, config);
