import { NotFoundPage } from '@/components/not-found-page';
import type { ComponentType, ReactNode } from 'react';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import { DASHBOARD_SEGMENTS, type DashboardSegment } from '@/config/dashboard-menus';
import { VendorGuard } from '@/features/compliance/components/vendor-guard';

/**
 * A page's code, downloaded once, by its route's loader: the router starts it as the navigation starts (beside the
 * dashboard frame's code) and draws the page when it has arrived. No React.lazy: a lazy component suspends on its
 * first render even when its code is there, and React shows what a suspended boundary held back at most every 300 ms.
 */
interface PageCode<P = object> {
  load: () => Promise<ComponentType<P>>;
}

function lazyPage<M, P = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): PageCode<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    load: () =>
      (loading ??= load().then(pick, (error: unknown) => {
        loading = undefined; // a failed download is tried again by the next visit
        throw error;
      })),
  };
}

const MyServiceOrdersPage = lazyPage(
  () => import('@/features/service-orders/pages/my-service-orders-page'),
  (m) => m.MyServiceOrdersPage,
);
const VendorServiceOrdersPage = lazyPage(
  () => import('@/features/service-orders/pages/vendor-service-orders-page'),
  (m) => m.VendorServiceOrdersPage,
);
const ServiceProfilePage = lazyPage(
  () => import('@/features/service-profile/pages/service-profile-page'),
  (m) => m.ServiceProfilePage,
);
const ServicePricingsPage = lazyPage(
  () => import('@/features/pricings/pages/service-pricings-page'),
  (m) => m.ServicePricingsPage,
);
const CustomerWalletPage = lazyPage(
  () => import('@/features/wallet/pages/customer-wallet-page'),
  (m) => m.CustomerWalletPage,
);
const VendorWalletPage = lazyPage(
  () => import('@/features/wallet/pages/vendor-wallet-page'),
  (m) => m.VendorWalletPage,
);
const MyBookingsPage = lazyPage(
  () => import('@/features/apartments/pages/my-bookings-page'),
  (m) => m.MyBookingsPage,
);
const HostBookingsPage = lazyPage(
  () => import('@/features/apartments/pages/host-bookings-page'),
  (m) => m.HostBookingsPage,
);
const ListingFormPage = lazyPage(
  () => import('@/features/apartments/pages/listing-form-page'),
  (m) => m.ListingFormPage,
);
const MyPropertiesPage = lazyPage(
  () => import('@/features/apartments/pages/my-properties-page'),
  (m) => m.MyPropertiesPage,
);
const AccountSettingsPage = lazyPage(
  () => import('@/features/account-settings/pages/account-settings-page'),
  (m) => m.AccountSettingsPage,
);
const MyMaintenancePage = lazyPage(
  () => import('@/features/maintenance/pages/my-maintenance-page'),
  (m) => m.MyMaintenancePage,
);
const MechanicRequestsPage = lazyPage(
  () => import('@/features/maintenance/pages/mechanic-requests-page'),
  (m) => m.MechanicRequestsPage,
);
const MechanicCustomersPage = lazyPage(
  () => import('@/features/maintenance/pages/mechanic-customers-page'),
  (m) => m.MechanicCustomersPage,
);
const MyRidesPage = lazyPage(
  () => import('@/features/ride-hailing/pages/my-rides-page'),
  (m) => m.MyRidesPage,
);
const RiderRequestsPage = lazyPage(
  () => import('@/features/rider-dashboard/pages/rider-requests-page'),
  (m) => m.RiderRequestsPage,
);
const RiderEarningsPage = lazyPage(
  () => import('@/features/rider-dashboard/pages/rider-earnings-page'),
  (m) => m.RiderEarningsPage,
);
const FoodMenuPage = lazyPage(
  () => import('@/features/food-vendor-dashboard/pages/food-menu-page'),
  (m) => m.FoodMenuPage,
);
const FoodOrdersPage = lazyPage(
  () => import('@/features/food-vendor-dashboard/pages/food-orders-page'),
  (m) => m.FoodOrdersPage,
);
const ProductsPage = lazyPage(
  () => import('@/features/product-vendor-dashboard/pages/products-page'),
  (m) => m.ProductsPage,
);
const ProductOrdersPage = lazyPage(
  () => import('@/features/product-vendor-dashboard/pages/product-orders-page'),
  (m) => m.ProductOrdersPage,
);
const RiderStats = lazyPage(
  () => import('@/features/rider-dashboard/components/rider-stats'),
  (m) => m.RiderStats,
);
const FoodStats = lazyPage(
  () => import('@/features/food-vendor-dashboard/components/food-stats'),
  (m) => m.FoodStats,
);
const ProductStats = lazyPage(
  () => import('@/features/product-vendor-dashboard/components/product-stats'),
  (m) => m.ProductStats,
);
const MessagesPage = lazyPage(
  () => import('@/features/messages/pages/messages-page'),
  (m) => m.MessagesPage,
);
const AnalyticsPage = lazyPage(
  () => import('@/features/analytics/pages/analytics-page'),
  (m) => m.AnalyticsPage,
);
const CartOrderPage = lazyPage(
  () => import('@/features/cart-orders/pages/order-page'),
  (m) => m.CartOrderPage,
);
const CustomerOrdersPage = lazyPage(
  () => import('@/features/dashboard/pages/customer-orders-page'),
  (m) => m.CustomerOrdersPage,
);
const VendorListingsPage = lazyPage(
  () => import('@/features/dashboard/pages/vendor-listings-page'),
  (m) => m.VendorListingsPage,
);
const OverviewPage = lazyPage(
  () => import('@/features/dashboard/pages/overview-page'),
  (m) => m.OverviewPage,
);
const HostStats = lazyPage(
  () => import('@/features/apartments/components/host-stats'),
  (m) => m.HostStats,
);
const MechanicStats = lazyPage(
  () => import('@/features/maintenance/components/mechanic-stats'),
  (m) => m.MechanicStats,
);

interface SegmentPage {
  Page: PageCode;
  /** Wrap in the live-vendor guard. */
  liveVendor?: boolean;
}

/**
 * One dashboard path (e.g. `orders`) means different pages in different segments: the built ones
 * by segment; a path a segment does not have is the 404 page. The route's loader starts the segment's page code
 * as the navigation starts, beside the dashboard frame's, instead of after the frame has drawn.
 */
function bySegment(pages: Partial<Record<DashboardSegment, SegmentPage>>): Pick<RouteObject, 'Component' | 'loader'> {
  return {
    loader: async ({ params }) => {
      const entry = pages[params.segment as DashboardSegment];
      return { Page: entry ? await entry.Page.load() : NotFoundPage, liveVendor: entry?.liveVendor === true };
    },
    Component: function SegmentRoute() {
      const { Page, liveVendor } = useLoaderData() as { Page: ComponentType; liveVendor: boolean };
      return liveVendor ? (
        <VendorGuard>
          <Page />
        </VendorGuard>
      ) : (
        <Page />
      );
    },
  };
}

/** Dashboard pages of general services: customer orders and wallet, vendor public profile, pricings, orders and wallet. */
export const serviceDashboardRoutes: RouteObject[] = [
  { path: 'my-service-orders', ...bySegment({ user: { Page: MyServiceOrdersPage } }) },
  {
    path: 'wallet',
    ...bySegment({
      user: { Page: CustomerWalletPage },
      'service-vendor': { Page: VendorWalletPage },
      apartment: { Page: VendorWalletPage },
      mechanic: { Page: VendorWalletPage },
      'food-vendor': { Page: VendorWalletPage },
      'product-vendor': { Page: VendorWalletPage },
    }),
  },
  { path: 'public-profile', ...bySegment({ 'service-vendor': { Page: ServiceProfilePage, liveVendor: true } }) },
  { path: 'pricings', ...bySegment({ 'service-vendor': { Page: ServicePricingsPage, liveVendor: true } }) },
  {
    path: 'orders',
    ...bySegment({
      user: { Page: CustomerOrdersPage },
      'service-vendor': { Page: VendorServiceOrdersPage, liveVendor: true },
      'food-vendor': { Page: FoodOrdersPage },
      'product-vendor': { Page: ProductOrdersPage },
    }),
  },
  // A food or shop order: kind food_order or shop_order.
  { path: 'orders/:kind/:id', ...bySegment({ user: { Page: CartOrderPage } }) },
];

/** Apartment pages (issue "Apartments end to end"): the customer's and host's bookings, the host's listings. */
export const apartmentDashboardRoutes: RouteObject[] = [
  { path: 'bookings', ...bySegment({ user: { Page: MyBookingsPage }, apartment: { Page: HostBookingsPage } }) },
  // Guarded vendor pages: a live apartment vendor only.
  { path: 'listing', ...bySegment({ apartment: { Page: ListingFormPage, liveVendor: true } }) },
  { path: 'listing/:id', ...bySegment({ apartment: { Page: ListingFormPage, liveVendor: true } }) },
  { path: 'properties', ...bySegment({ apartment: { Page: MyPropertiesPage, liveVendor: true } }) },
];

/** The okada, food and shop demonstrations: the customer's rides, the rider's requests and earnings, food menu and orders, products. */
export const demoDashboardRoutes: RouteObject[] = [
  { path: 'rides', ...bySegment({ user: { Page: MyRidesPage } }) },
  { path: 'requests', ...bySegment({ rider: { Page: RiderRequestsPage }, mechanic: { Page: MechanicRequestsPage, liveVendor: true } }) },
  { path: 'earnings', ...bySegment({ rider: { Page: RiderEarningsPage } }) },
  { path: 'menu', ...bySegment({ 'food-vendor': { Page: FoodMenuPage } }) },
  { path: 'products', ...bySegment({ 'product-vendor': { Page: ProductsPage } }) },
];

/** Auto maintenance: the customer's requests, the mechanic's customers (its Service Requests share `requests` above). */
export const maintenanceDashboardRoutes: RouteObject[] = [
  { path: 'maintenance', ...bySegment({ user: { Page: MyMaintenancePage } }) },
  { path: 'customers', ...bySegment({ mechanic: { Page: MechanicCustomersPage, liveVendor: true } }) },
];

/** Settings of every customer and vendor segment: the account's security (change password). */
export const accountSettingsRoutes: RouteObject[] = [
  { path: 'settings', ...bySegment(Object.fromEntries(DASHBOARD_SEGMENTS.map((segment) => [segment, { Page: AccountSettingsPage }]))) },
];

const SEGMENT_STATS: Partial<Record<DashboardSegment, PageCode>> = {
  apartment: HostStats,
  mechanic: MechanicStats,
  rider: RiderStats,
  'food-vendor': FoodStats,
  'product-vendor': ProductStats,
};

/** Analytics of every segment (weekly orders, bookings, revenue) and the generic vendor's listings. */
export const dashboardPagesRoutes: RouteObject[] = [
  { path: 'analytics', ...bySegment(Object.fromEntries(DASHBOARD_SEGMENTS.map((segment) => [segment, { Page: AnalyticsPage }]))) },
  { path: 'listings', ...bySegment({ vendor: { Page: VendorListingsPage } }) },
  // Messages per order, booking and request (docs/messages.md).
  { path: 'messages', ...bySegment(Object.fromEntries(DASHBOARD_SEGMENTS.map((segment) => [segment, { Page: MessagesPage }]))) },
];

/** A segment's overview; the vendors' show the real figures of their dashboard endpoint. */
export const segmentOverviewRoute: Pick<RouteObject, 'Component' | 'loader'> = {
  loader: async ({ params }) => {
    const [Overview, Stats] = await Promise.all([OverviewPage.load(), SEGMENT_STATS[params.segment as DashboardSegment]?.load()]);
    return { Overview, Stats };
  },
  Component: function SegmentOverview() {
    const { Overview, Stats } = useLoaderData() as { Overview: ComponentType<{ stats?: ReactNode }>; Stats?: ComponentType };
    return <Overview stats={Stats ? <Stats /> : undefined} />;
  },
};
