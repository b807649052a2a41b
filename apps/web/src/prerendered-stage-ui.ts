// A step of the prerendered pages' hydration (src/main-prerendered.tsx): Chakra's components and styled system
// evaluated in a task of their own, before the app's Chakra system is created (src/app/theme.ts) and the app.
export { ChakraProvider } from '@chakra-ui/react';
