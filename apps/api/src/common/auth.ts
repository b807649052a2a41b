// Moved: route access lives in modules/access/access.ts, vendor routes in modules/vendors/vendor.guard.ts.
// This re-export stays only until service-marketplace, wallet and disputes import those files; then delete it.
// It breaks the platform rule on purpose (lint reports it): platform code imports nothing from modules/.
export * from '../modules/access/access.js';
export * from '../modules/vendors/vendor.guard.js';
