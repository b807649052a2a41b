// The first step of the prerendered pages' hydration (src/main-prerendered.tsx): React and React DOM evaluated in a
// task of their own, before Chakra and the app.
export { hydrateRoot } from 'react-dom/client';
