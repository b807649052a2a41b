// The first step of the prerendered pages' hydration (main-prerendered.tsx): React and React DOM evaluated in a task
// of their own. A module of its own because React DOM is CommonJS: the interop its import needs then lives in this
// step's chunk, not in the entry's static imports (which the page fetches before its first paint).
export { hydrateRoot } from 'react-dom/client';
