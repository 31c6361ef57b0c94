import {
  Bell,
  ChartColumn,
  ChefHat,
  Clock,
  CreditCard,
  Database,
  Gauge,
  HeartHandshake,
  LayoutDashboard,
  MapPin,
  Radio,
  Receipt,
  Search,
  ShieldCheck,
  ShoppingBag,
  SlidersHorizontal,
  Store,
  Ticket,
  TrendingDown,
  Users,
  WifiOff,
  Zap,
  type LucideIcon,
} from 'lucide-react';

// accounts spec 9: a horizontal swipe longer than this changes slide.
export const SWIPE_THRESHOLD_PX = 50;

export const PRESENTATION_TITLE = 'CurtainCall - Presentation';
export const PRESENTATION_DESCRIPTION =
  'CurtainCall lets concert-goers pre-order food from vendors near the venue during the show, pay in the app and skip the post-show lines. Your post-show meal, solved.';
export const PRESENTATION_IMAGE = '/images/og-card.svg';

export type MetaTag = { attribute: 'name' | 'property'; key: string; content: string };

// accounts spec 2.15: title, description and social meta tags for link previews.
export const PRESENTATION_META_TAGS: MetaTag[] = [
  { attribute: 'name', key: 'description', content: PRESENTATION_DESCRIPTION },
  { attribute: 'property', key: 'og:title', content: PRESENTATION_TITLE },
  { attribute: 'property', key: 'og:description', content: PRESENTATION_DESCRIPTION },
  { attribute: 'property', key: 'og:type', content: 'website' },
  { attribute: 'property', key: 'og:image', content: PRESENTATION_IMAGE },
  { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
  { attribute: 'name', key: 'twitter:title', content: PRESENTATION_TITLE },
  { attribute: 'name', key: 'twitter:description', content: PRESENTATION_DESCRIPTION },
];

export type SlidePoint = { icon: LucideIcon; title: string; text: string };
export type SlideStat = { value: string; label: string };
export type SlideLink = { href: string; label: string; text: string; icon: LucideIcon };
export type DemoAccount = { role: string; email: string };

export type Slide = {
  title: string;
  headline: string;
  lede: string;
  points: SlidePoint[];
  stat?: SlideStat;
  links?: SlideLink[];
};

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../contract/demo';

export const SLIDES: Slide[] = [
  {
    title: 'The Problem',
    headline: 'The show ends. The lines begin.',
    lede: 'Thousands of fans walk out at the same moment, hungry, and every food truck near the venue gets hit at once.',
    points: [
      {
        icon: Clock,
        title: 'Everyone orders at once',
        text: 'The encore ends and a whole crowd of demand lands on a handful of kitchens in the same half hour.',
      },
      {
        icon: Users,
        title: 'Long, cold lines',
        text: 'Fans queue in the parking lot after a long night, or give up and go home hungry.',
      },
      {
        icon: WifiOff,
        title: 'Venue signal collapses',
        text: 'Thousands of phones on one cell tower make ordinary apps time out exactly when people need them.',
      },
      {
        icon: TrendingDown,
        title: 'Vendors leave money on the table',
        text: 'A window can only serve so many walk-ups a minute; every fan who walks away is a lost sale.',
      },
    ],
  },
  {
    title: 'The Solution',
    headline: 'Order during the show. Eat when it ends.',
    lede: 'CurtainCall moves the queue into your pocket: browse, pre-order and pay before the last song, then walk straight to the pickup window.',
    stat: { value: '0 lines', label: 'Your food is ready when you are' },
    points: [
      {
        icon: Search,
        title: 'Find food nearby',
        text: 'Search vendors by name or cuisine, or tap Find Nearest to sort by distance from where you stand.',
      },
      {
        icon: ShoppingBag,
        title: 'Pre-order in seconds',
        text: 'Pick a vendor, add items and choose ASAP or a scheduled pickup time.',
      },
      {
        icon: CreditCard,
        title: 'Pay in the app',
        text: 'Card checkout (demo payments, nothing is charged) with subtotal, fees and tax shown before you pay.',
      },
      {
        icon: Bell,
        title: 'Get the call',
        text: 'Live status updates and a notification the moment your order is ready, with a pickup code.',
      },
    ],
  },
  {
    title: 'Key Features',
    headline: 'Built for the rush, not the average Tuesday.',
    lede: 'Every feature is shaped by the 30 minutes after the lights come up.',
    points: [
      {
        icon: Zap,
        title: 'Quick Order sheet',
        text: 'The three vendors closest to the stage, up to six popular items each and a one-tap Quick Checkout, from any page.',
      },
      {
        icon: Receipt,
        title: 'Live order tracking',
        text: "Pending, confirmed, preparing, ready, completed: every step shown, with a calm 'Ready in about N min'.",
      },
      {
        icon: LayoutDashboard,
        title: 'Vendor order board',
        text: 'One column per status, urgent and late flags, and a one-tap next action on every ticket.',
      },
      {
        icon: WifiOff,
        title: 'Works on weak signal',
        text: 'Menus you opened stay on screen, the cart is saved on the phone, and a failed load offers a retry.',
      },
      {
        icon: Bell,
        title: 'Live notifications',
        text: 'A bell with the unread count and a toast the moment an order changes, on every screen.',
      },
    ],
  },
  {
    title: 'Customer Benefits',
    headline: 'More show, less queue.',
    lede: 'Fans spend the night on the music, not on the food line.',
    stat: { value: 'ASAP', label: 'or pick the minute you want to collect' },
    points: [
      {
        icon: Clock,
        title: 'Skip the post-show line',
        text: 'Order from your seat during the set and walk up with your pickup code when it is ready.',
      },
      {
        icon: Bell,
        title: 'Know exactly when',
        text: 'A calm "Ready in about N min" and a notification bell remove the guesswork of "is it ready yet?".',
      },
      {
        icon: Receipt,
        title: 'No surprises at the window',
        text: 'Subtotal, service fee and tax are shown before you pay, and totals are calculated by the server.',
      },
      {
        icon: Ticket,
        title: 'Reorder in one tap',
        text: 'Recent orders wait on Home: Reorder puts the same dishes back in the cart.',
      },
    ],
  },
  {
    title: 'Food Service Provider Benefits',
    headline: 'Serve the rush without the chaos.',
    lede: 'Orders arrive during the show, so kitchens start cooking before the crowd reaches the window.',
    stat: { value: '5-120 min', label: 'Prep time you set, shown to every customer' },
    points: [
      {
        icon: ChefHat,
        title: 'Spread the peak',
        text: 'Pre-orders turn one overwhelming surge into a steady, predictable flow of tickets.',
      },
      {
        icon: LayoutDashboard,
        title: 'A board built for speed',
        text: 'Urgent when an order not started has less time left than your prep time, late once its time has passed, and a sound for every new order.',
      },
      {
        icon: SlidersHorizontal,
        title: 'Stay in control',
        text: 'Toggle items off when they sell out, or switch to Temporarily Closed when the kitchen is slammed.',
      },
      {
        icon: ChartColumn,
        title: 'Know what sells',
        text: "Today's orders, revenue, average prep time and top items, updated as you serve.",
      },
    ],
  },
  {
    title: 'Venue & Event Benefits',
    headline: 'Happier crowds, smoother exits.',
    lede: 'Venues and promoters get a calmer exit and a curated vendor line-up.',
    points: [
      {
        icon: MapPin,
        title: 'Less congestion',
        text: 'Fewer crowds milling around trucks means clearer walkways and faster egress after the show.',
      },
      {
        icon: Store,
        title: 'Curated vendors',
        text: 'Every vendor is approved before customers can see it, so quality stays high.',
      },
      {
        icon: Clock,
        title: 'Pickups planned around the show',
        text: 'Scheduled pickups run until 2 hours after the show ends, so the exit rush spreads out.',
      },
      {
        icon: HeartHandshake,
        title: 'A pause switch',
        text: 'One setting pauses new orders everywhere, while orders already placed are still served.',
      },
    ],
  },
  {
    title: 'Enterprise Architecture',
    headline: 'Built for a sold-out Friday night.',
    lede: 'One TypeScript codebase, typed end to end, from the database row to the button on the phone.',
    stat: { value: '1 codebase', label: 'Shared schemas for API, WebSocket and UI' },
    points: [
      {
        icon: Zap,
        title: 'Fastify API + WebSocket',
        text: 'One server speaks HTTP and WebSocket, pushes live order and notification updates, and serves the React app.',
      },
      {
        icon: Database,
        title: 'PostgreSQL via Drizzle',
        text: 'Typed queries and migrations; embedded PGlite runs the whole platform on a laptop with zero setup.',
      },
      {
        icon: Radio,
        title: 'Redis pub/sub to scale out',
        text: 'Run many stateless instances behind a load balancer; live events fan out across all of them.',
      },
      {
        icon: WifiOff,
        title: 'Safe retries on weak signal',
        text: 'Order and payment requests carry an Idempotency-Key, so the server treats a retry after a dropped connection as the same request.',
      },
      {
        icon: ShieldCheck,
        title: 'Secure by default',
        text: 'Server-side pricing in integer cents, role-based access for customers, vendors and admins.',
      },
      {
        icon: Gauge,
        title: 'Operable',
        text: 'Health checks, rate limits, structured logs and one error format across every endpoint.',
      },
    ],
  },
  {
    title: 'Try the Platform',
    headline: 'See it live in two minutes.',
    lede: 'Sign in with a demo account and open the view for that role. Payments are demo only: no real charges.',
    points: [],
    links: [
      {
        href: '/search',
        label: 'Browse vendors',
        text: 'Search, Find Nearest and menus (customer)',
        icon: Search,
      },
      {
        href: '/demo-checkout',
        label: 'Demo checkout',
        text: 'Pay with test card 4242 4242 4242 4242 (customer)',
        icon: CreditCard,
      },
      {
        href: '/vendor/dashboard',
        label: 'Vendor dashboard',
        text: 'Live order board, menu and analytics (vendor)',
        icon: ChefHat,
      },
      {
        href: '/admin/dashboard',
        label: 'Admin dashboard',
        text: 'Coming soon: approvals, events, users and settings (admin)',
        icon: LayoutDashboard,
      },
    ],
  },
];

export type SwipeDirection = 'next' | 'previous' | null;

/** Only a mostly horizontal drag longer than the threshold counts (accounts spec 2.15). */
export function swipeDirection(deltaX: number, deltaY: number): SwipeDirection {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX || Math.abs(deltaX) < Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'next' : 'previous';
}
