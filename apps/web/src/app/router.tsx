import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { PageLoader } from '@/components/page-loader';
import { RouteError } from '@/components/route-error';
import { PublicLayout } from './layouts/public-layout';
import {
  accountSettingsRoutes,
  apartmentDashboardRoutes,
  dashboardPagesRoutes,
  demoDashboardRoutes,
  maintenanceDashboardRoutes,
  segmentOverviewRoute,
  serviceDashboardRoutes,
} from './segment-pages';

/** Route-level code splitting: each page is its own chunk. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const dashboardEntry = page(
  () => import('@/features/dashboard/pages/dashboard-entry-page'),
  (m) => m.DashboardEntryPage,
);

/**
 * The route table (admin routes come with the admin portal). `landing`: the landing page
 * component when it is already loaded (the prerendered `/` hydrates at once, with no lazy step to wait for).
 */
export function createRoutes(landing?: ComponentType): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoader,
      children: [
        {
          element: <PublicLayout />,
          children: [
            landing
              ? { index: true, Component: landing }
              : {
                  index: true,
                  lazy: page(
                    () => import('@/features/landing/pages/landing-page'),
                    (m) => m.LandingPage,
                  ),
                },
            {
              path: 'food-delivery',
              lazy: page(
                () => import('@/features/food-delivery/pages/food-delivery-page'),
                (m) => m.FoodDeliveryPage,
              ),
            },
            {
              path: 'food-delivery/:id',
              lazy: page(
                () => import('@/features/food-delivery/pages/restaurant-page'),
                (m) => m.RestaurantPage,
              ),
            },
            {
              path: 'ride-hailing',
              lazy: page(
                () => import('@/features/ride-hailing/pages/ride-hailing-page'),
                (m) => m.RideHailingPage,
              ),
            },
            {
              path: 'service-apartments',
              lazy: page(
                () => import('@/features/apartments/pages/service-apartments-page'),
                (m) => m.ServiceApartmentsPage,
              ),
            },
            {
              path: 'ecommerce',
              lazy: page(
                () => import('@/features/ecommerce/pages/ecommerce-page'),
                (m) => m.EcommercePage,
              ),
            },
            {
              path: 'ecommerce/:id',
              lazy: page(
                () => import('@/features/ecommerce/pages/product-page'),
                (m) => m.ProductPage,
              ),
            },
            // The carts: public; checkout sends a visitor to /login and back.
            {
              path: 'cart',
              lazy: page(
                () => import('@/features/cart-orders/pages/cart-page'),
                (m) => m.CartPage,
              ),
            },
            {
              path: 'checkout/:vendorId',
              lazy: page(
                () => import('@/features/cart-orders/pages/checkout-page'),
                (m) => m.CheckoutPage,
              ),
            },
            {
              path: 'auto-maintenance',
              lazy: page(
                () => import('@/features/maintenance/pages/auto-maintenance-page'),
                (m) => m.AutoMaintenancePage,
              ),
            },
            {
              path: 'general-services',
              lazy: page(
                () => import('@/features/general-services/pages/general-services-page'),
                (m) => m.GeneralServicesPage,
              ),
            },
            {
              path: 'payment-success',
              lazy: page(
                () => import('@/features/marketplace/pages/payment-success-page'),
                (m) => m.PaymentSuccessPage,
              ),
            },
            {
              path: 'refund-policy',
              lazy: page(
                () => import('@/features/static-pages/pages/refund-policy-page'),
                (m) => m.RefundPolicyPage,
              ),
            },
            {
              path: 'terms-of-service',
              lazy: page(
                () => import('@/features/static-pages/pages/terms-page'),
                (m) => m.TermsPage,
              ),
            },
            {
              path: 'privacy-policy',
              lazy: page(
                () => import('@/features/static-pages/pages/privacy-policy-page'),
                (m) => m.PrivacyPolicyPage,
              ),
            },
            {
              path: 'contact',
              lazy: page(
                () => import('@/features/static-pages/pages/contact-page'),
                (m) => m.ContactPage,
              ),
            },
            {
              path: 'about',
              lazy: page(
                () => import('@/features/static-pages/pages/about-page'),
                (m) => m.AboutPage,
              ),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
        {
          // `/signup`, and its vendor tab at its own address `/signup/vendor` (features/signup/pages/signup-page.tsx).
          path: 'signup/vendor?',
          lazy: page(
            () => import('@/features/signup/pages/signup-page'),
            (m) => m.SignupPage,
          ),
        },
        {
          path: 'login',
          lazy: page(
            () => import('@/features/auth/pages/login-page'),
            (m) => m.LoginPage,
          ),
        },
        {
          path: 'reset-password',
          lazy: page(
            () => import('@/features/auth/pages/reset-password-page'),
            (m) => m.ResetPasswordPage,
          ),
        },
        { path: 'dashboard', lazy: dashboardEntry },
        // The bell's link to a conversation, for whatever dashboard the user has.
        {
          path: 'dashboard/messages',
          lazy: page(
            () => import('@/features/messages/pages/messages-page'),
            (m) => m.MessagesRedirect,
          ),
        },
        { path: 'vendor-dashboard', lazy: dashboardEntry },
        // Admin portal: its own login, token and shell.
        {
          path: 'admin/login',
          lazy: page(
            () => import('@/features/admin/pages/admin-login-page'),
            (m) => m.AdminLoginPage,
          ),
        },
        {
          path: 'admin',
          lazy: page(
            () => import('./layouts/admin-layout'),
            (m) => m.AdminLayout,
          ),
          children: [
            { index: true, element: <Navigate to="/admin/dashboard" replace /> },
            {
              path: 'dashboard',
              lazy: page(
                () => import('@/features/admin/pages/admin-dashboard-page'),
                (m) => m.AdminDashboardPage,
              ),
            },
            {
              path: 'vendors',
              lazy: page(
                () => import('@/features/admin/pages/vendors-page'),
                (m) => m.VendorsPage,
              ),
            },
            { path: 'kyc', element: <Navigate to="/admin/kyc/review" replace /> },
            {
              path: 'kyc/review',
              lazy: page(
                () => import('@/features/admin/pages/kyc-review-page'),
                (m) => m.KycReviewPage,
              ),
            },
            {
              path: 'bookings',
              lazy: page(
                () => import('@/features/admin/pages/admin-bookings-page'),
                (m) => m.AdminBookingsPage,
              ),
            },
            {
              path: 'orders',
              lazy: page(
                () => import('@/features/admin/pages/admin-orders-page'),
                (m) => m.AdminOrdersPage,
              ),
            },
            {
              path: 'orders/:id',
              lazy: page(
                () => import('@/features/admin/pages/admin-order-detail-page'),
                (m) => m.AdminOrderDetailPage,
              ),
            },
            {
              path: 'rides',
              lazy: page(
                () => import('@/features/admin/pages/admin-rides-page'),
                (m) => m.AdminRidesPage,
              ),
            },
            {
              path: 'disputes',
              lazy: page(
                () => import('@/features/admin/pages/admin-disputes-page'),
                (m) => m.AdminDisputesPage,
              ),
            },
            {
              path: 'support',
              lazy: page(
                () => import('@/features/admin/pages/admin-support-page'),
                (m) => m.AdminSupportPage,
              ),
            },
            {
              path: 'settings',
              lazy: page(
                () => import('@/features/admin/pages/admin-settings-page'),
                (m) => m.AdminSettingsPage,
              ),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
        {
          path: 'dashboard/:segment',
          lazy: page(
            () => import('./layouts/dashboard-layout'),
            (m) => m.DashboardLayout,
          ),
          children: [
            { index: true, ...segmentOverviewRoute },
            {
              path: 'profile',
              lazy: page(
                () => import('@/features/profile/pages/profile-page'),
                (m) => m.ProfilePage,
              ),
            },
            {
              path: 'compliance',
              lazy: page(
                () => import('@/features/compliance/pages/compliance-page'),
                (m) => m.CompliancePage,
              ),
            },
            ...serviceDashboardRoutes,
            ...apartmentDashboardRoutes,
            ...demoDashboardRoutes,
            ...maintenanceDashboardRoutes,
            ...accountSettingsRoutes,
            ...dashboardPagesRoutes,
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
