// Moved: isVendorLive lives in ../vendors/vendor-live.ts, presentVendor in ../vendors/vendor.presenter.ts and
// presentUser in ../auth/auth.presenter.ts. This re-export stays only until service-marketplace/service-orders.service.ts
// imports ../vendors/vendor-live.js; then delete this file.
export { isVendorLive } from '../vendors/vendor-live.js';
