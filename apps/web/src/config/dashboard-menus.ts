import type { IconType } from 'react-icons';
import {
  LuBike,
  LuCalendarCheck,
  LuChartColumn,
  LuClipboardList,
  LuHouse,
  LuIdCard,
  LuLayoutDashboard,
  LuList,
  LuMessageCircle,
  LuPackage,
  LuPlus,
  LuReceipt,
  LuSettings,
  LuShieldCheck,
  LuShoppingCart,
  LuTag,
  LuUser,
  LuUsers,
  LuUtensils,
  LuWallet,
  LuWrench,
} from 'react-icons/lu';

export type DashboardSegment = 'user' | 'mechanic' | 'rider' | 'product-vendor' | 'service-vendor' | 'apartment' | 'food-vendor' | 'vendor';

export const DASHBOARD_SEGMENTS: DashboardSegment[] = ['user', 'mechanic', 'rider', 'product-vendor', 'service-vendor', 'apartment', 'food-vendor', 'vendor'];

export interface MenuItem {
  label: string;
  /** Path under the segment's base; '' is the overview. */
  page: string;
  icon: IconType;
  /** Vendor pages that need a vendor record and a live account. */
  liveVendorOnly?: boolean;
  /** A live count beside the label: the user's unread messages. */
  count?: 'unreadMessages';
}

const overview: MenuItem = { label: 'Overview', page: '', icon: LuLayoutDashboard };
const profile: MenuItem = { label: 'Profile', page: 'profile', icon: LuUser };
/** Every segment's conversations about its orders, bookings and requests (docs/messages.md). */
const messages: MenuItem = { label: 'Messages', page: 'messages', icon: LuMessageCircle, count: 'unreadMessages' };
const vendorTail: MenuItem[] = [
  messages,
  { label: 'Analytics', page: 'analytics', icon: LuChartColumn },
  { label: 'Compliance', page: 'compliance', icon: LuShieldCheck },
  { label: 'Settings', page: 'settings', icon: LuSettings },
];

const vendorMenu = (items: MenuItem[]): MenuItem[] => [overview, profile, ...items, ...vendorTail];

/** Sidebar menus: the customer menu and each vendor category's */
export const DASHBOARD_MENUS: Record<DashboardSegment, MenuItem[]> = {
  user: [
    overview,
    profile,
    { label: 'Wallet', page: 'wallet', icon: LuWallet },
    { label: 'Orders', page: 'orders', icon: LuShoppingCart },
    { label: 'My Bookings', page: 'bookings', icon: LuCalendarCheck },
    { label: 'My Service Orders', page: 'my-service-orders', icon: LuClipboardList },
    { label: 'Maintenance', page: 'maintenance', icon: LuWrench },
    { label: 'Rides', page: 'rides', icon: LuBike },
    messages,
    { label: 'Settings', page: 'settings', icon: LuSettings },
  ],
  mechanic: vendorMenu([
    { label: 'Service Requests', page: 'requests', icon: LuWrench },
    { label: 'Customers', page: 'customers', icon: LuUsers },
    { label: 'Wallet', page: 'wallet', icon: LuWallet },
  ]),
  rider: vendorMenu([
    { label: 'Ride Requests', page: 'requests', icon: LuBike },
    { label: 'Earnings', page: 'earnings', icon: LuWallet },
  ]),
  'product-vendor': vendorMenu([
    { label: 'Products', page: 'products', icon: LuPackage },
    { label: 'Orders', page: 'orders', icon: LuShoppingCart },
    { label: 'Wallet', page: 'wallet', icon: LuWallet },
  ]),
  apartment: vendorMenu([
    { label: 'Properties', page: 'properties', icon: LuHouse, liveVendorOnly: true },
    { label: 'Bookings', page: 'bookings', icon: LuCalendarCheck },
    { label: 'Add Listing', page: 'listing', icon: LuPlus, liveVendorOnly: true },
    { label: 'Wallet', page: 'wallet', icon: LuWallet },
  ]),
  'service-vendor': vendorMenu([
    { label: 'Public Profile', page: 'public-profile', icon: LuIdCard, liveVendorOnly: true },
    { label: 'Service Pricings', page: 'pricings', icon: LuTag, liveVendorOnly: true },
    { label: 'Service Orders', page: 'orders', icon: LuReceipt, liveVendorOnly: true },
    { label: 'Wallet', page: 'wallet', icon: LuWallet },
  ]),
  'food-vendor': vendorMenu([
    { label: 'Menu', page: 'menu', icon: LuUtensils },
    { label: 'Orders', page: 'orders', icon: LuShoppingCart },
    { label: 'Wallet', page: 'wallet', icon: LuWallet },
  ]),
  vendor: vendorMenu([{ label: 'Listings', page: 'listings', icon: LuList }]),
};

export function isDashboardSegment(value: string | undefined): value is DashboardSegment {
  return DASHBOARD_SEGMENTS.includes(value as DashboardSegment);
}

export function menuItem(segment: DashboardSegment, page: string): MenuItem | undefined {
  return DASHBOARD_MENUS[segment].find((item) => item.page === page);
}
