import type { IconType } from 'react-icons';
import { LuBike, LuBuilding2, LuShoppingBag, LuSparkles, LuUtensils, LuWrench } from 'react-icons/lu';

export interface ServiceInfo {
  key: string;
  title: string;
  short: string;
  to: string;
  icon: IconType;
  color: string;
  description: string;
  features: string[];
}

/** The six service categories, each with its public route. */
export const SERVICES: ServiceInfo[] = [
  {
    key: 'ride',
    title: 'Okada Rides',
    short: 'Rides',
    to: '/ride-hailing',
    icon: LuBike,
    color: 'orange',
    description: 'Beat the traffic with verified motorcycle riders near you.',
    features: ['Rider matched in 2-5 minutes', 'Upfront fare estimate', 'Live trip tracking', 'Rate every ride'],
  },
  {
    key: 'food',
    title: 'Food Delivery',
    short: 'Food',
    to: '/food-delivery',
    icon: LuUtensils,
    color: 'red',
    description: 'Local dishes, fast food, drinks and desserts from restaurants you love.',
    features: ['Delivered in 30-45 minutes', 'Seal-checked packaging', 'Photo proof at pickup', 'Track your order'],
  },
  {
    key: 'shop',
    title: 'Shop',
    short: 'Shop',
    to: '/ecommerce',
    icon: LuShoppingBag,
    color: 'blue',
    description: 'Electronics, fashion, home and more from verified sellers.',
    features: ['Verified product vendors', 'Seal-check on delivery', 'Escrow-protected payments', 'Easy refunds'],
  },
  {
    key: 'mechanic',
    title: 'Auto Maintenance',
    short: 'Mechanics',
    to: '/auto-maintenance',
    icon: LuWrench,
    color: 'gray',
    description: 'Trusted mechanics for repairs, servicing and roadside help.',
    features: ['Report an issue in minutes', 'Nearby verified mechanics', 'Towing on request', 'Transparent pricing'],
  },
  {
    key: 'apartment',
    title: 'Service Apartments',
    short: 'Apartments',
    to: '/service-apartments',
    icon: LuBuilding2,
    color: 'purple',
    description: 'Hotels, hostels and shortlets for a night, a week or longer.',
    features: ['Verified hosts', 'Pay after approval', 'Easy check-in and check-out', 'Secure escrow payments'],
  },
  {
    key: 'services',
    title: 'General Services',
    short: 'Services',
    to: '/general-services',
    icon: LuSparkles,
    color: 'teal',
    description: 'Cleaning, electrical, plumbing, painting, catering and more.',
    features: ['Skilled professionals', 'Charged only after the vendor accepts', 'Clear service pricing', 'Ratings and reviews'],
  },
];

/**
 * Hero slides: a tagline, a line of text and two calls to action (both to /signup). The first tagline is the longest,
 * drawn larger than any other at every width from 320 to 1920 px: the page's largest paint is then its first, and a
 * later tagline never becomes a new LCP candidate (measured on the built landing; e2e landing.spec.ts checks it).
 */
export const HERO_SLIDES = [
  {
    tagline: 'Shop from verified vendors, and pay with confidence in escrow',
    text: 'Your money stays in escrow until you are happy with your order.',
    primary: 'Start Shopping',
    secondary: 'Open a Store',
  },
  {
    tagline: 'Beat Lagos traffic with trusted okada riders',
    text: 'Get matched with a verified rider nearby in minutes.',
    primary: 'Book a Ride',
    secondary: 'Ride with Oja',
  },
  {
    tagline: 'Your favourite meals, delivered hot',
    text: 'Order from local restaurants and track every step to your door.',
    primary: 'Order Food',
    secondary: 'Sell Your Food',
  },
  {
    tagline: 'Reliable mechanics, wherever you break down',
    text: 'Report the problem and a verified mechanic comes to you.',
    primary: 'Find a Mechanic',
    secondary: 'Join as a Mechanic',
  },
  {
    tagline: 'Comfortable stays, from shortlets to hotels',
    text: 'Book verified apartments, hostels and hotels across Nigeria.',
    primary: 'Find a Stay',
    secondary: 'List Your Property',
  },
  {
    tagline: 'Skilled hands for every job at home',
    text: 'Cleaners, electricians, plumbers, painters and more — vetted and rated.',
    primary: 'Hire a Pro',
    secondary: 'Offer Your Services',
  },
];

/** the hero turns every 3 s (hero-clock.ts keeps the one value, without this file's icons). */
export { HERO_TURN_MS as HERO_ROTATION_MS } from './hero-clock';
export const NEWSLETTER_THANKS_MS = 3000;

export const STATS = [
  { value: '50K+', label: 'Happy Customers' },
  { value: '10K+', label: 'Verified Vendors' },
  { value: '1M+', label: 'Transactions' },
  { value: '6', label: 'Service Categories' },
  { value: '99.9%', label: 'Success Rate' },
];

/** The eight FAQ entries; their claims are those */
export const FAQS = [
  {
    q: 'What is Oja?',
    a: 'Oja is a Nigerian marketplace that connects you with verified vendors for okada rides, food delivery, shopping, auto maintenance, service apartments and general services — all in one place.',
  },
  {
    q: 'How quickly can I get a ride?',
    a: 'Most customers are matched with a nearby verified rider within 2-5 minutes, and you can track the rider in real time.',
  },
  {
    q: 'How long does food delivery take?',
    a: 'Food is usually delivered within 30-45 minutes, depending on the restaurant and your distance. Every order is seal-checked and photographed at pickup.',
  },
  {
    q: 'How does escrow payment protect me?',
    a: 'Your payment is held safely in escrow and only released to the vendor when you confirm you are satisfied. For general services you are charged only after the vendor accepts your request.',
  },
  {
    q: 'Are vendors verified?',
    a: 'Yes. Every vendor must be verified before their listings are visible — individuals with their national identity number and businesses with their company registration number — and they must pass phone verification.',
  },
  {
    q: 'How do I become a vendor on Oja?',
    a: 'Sign up as a vendor, choose your category, complete phone verification and upload your documents. Once approved, your account goes live and customers can find you.',
  },
  {
    q: 'What does Oja charge?',
    a: 'Browsing and signing up are free. A small platform fee applies to completed transactions; the fees for each service are listed in our Terms & Conditions.',
  },
  {
    q: 'How do I reach customer support?',
    a: 'Our support team is available 24/7 by email, phone and in the app. We respond quickly to any issue with an order, booking or payment.',
  },
];
