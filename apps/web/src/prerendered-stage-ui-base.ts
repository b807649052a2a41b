// A step of the prerendered pages' hydration (src/main-prerendered.tsx): what Chakra builds on (Emotion, Ark UI, Zag,
// Floating UI; scripts/build.mjs puts them in one chunk) evaluated in a task of its own.
export { ThemeProvider } from '@emotion/react';
