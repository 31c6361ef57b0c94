import { ChartColumn, ClipboardList, Mic, Store, UtensilsCrossed } from 'lucide-react';
import type { GuideSection } from './guide-types';

// accounts spec 2.14 (vendor list); facts from accounts spec 2.7, 2.9, 4, 5 and 9.
export const VENDOR_SECTIONS: GuideSection[] = [
  {
    id: 'vendor-setup',
    title: 'Vendor Setup',
    icon: Store,
    summary:
      'Get your restaurant or food truck approved and ready to take pre-orders from concert-goers.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Get approved',
        items: [
          'Sign up and choose the Vendor account type.',
          'Your application goes to the CurtainCall admins for review. Approval usually takes 24 to 48 hours.',
          'Your Vendor Dashboard opens straight away, so you can build your menu and settings while you wait; customers see you once you are approved.',
        ],
      },
      {
        kind: 'steps',
        heading: 'Complete your business profile',
        items: [
          'Open Settings in the dashboard header.',
          'Fill in business name, cuisine type and price range ($, $$ or $$$); these three are required.',
          'Add a description, phone number and address so customers can find your pickup window.',
          'Set your prep time between 5 and 120 minutes (20 by default); customers see it as your pickup time.',
          'Switch to Accepting Orders when you are ready; use Temporarily Closed to pause new orders.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Add your menu before you open for orders, so customers never see an empty vendor page.',
          'Set a realistic prep time for the post-show peak, not a quiet afternoon.',
        ],
      },
    ],
  },
  {
    id: 'menu-management',
    title: 'Menu Management',
    icon: UtensilsCrossed,
    summary: 'Keep your menu accurate so customers only order what you can serve.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Add or edit an item',
        items: [
          'Tap Add Menu Item in the header, or the edit icon on an item in the Menu tab.',
          'Enter a name, description and price in dollars and cents, for example 12.50.',
          'Choose a category: appetizers, mains, sides, desserts, beverages or specials.',
          'Save. Name, price and category are required.',
        ],
      },
      {
        kind: 'facts',
        heading: 'Availability and removal',
        items: [
          'Use the availability toggle when an item sells out; unavailable items are hidden from Quick Order straight away.',
          'Toggle it back on when you restock; nothing else about the item changes.',
          'Deleting an item asks for confirmation and cannot be undone.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Quick Order shows customers up to six of your available items as Popular Items, so keep your best sellers switched on.',
          'Use the specials category for show-night or artist-endorsed dishes.',
        ],
      },
    ],
  },
  {
    id: 'order-management',
    title: 'Order Management',
    icon: ClipboardList,
    summary:
      'The Orders tab is your live order board: every active order, grouped by status, with one tap to move it on.',
    blocks: [
      {
        kind: 'facts',
        heading: 'Reading the board',
        items: [
          'Summary tiles show Active Orders, Urgent Orders, Late Orders and Completed Today.',
          'Each status has a column with a count. Cards show the order number, total, time to pickup, a progress bar, item count and special instructions.',
          'Urgent means an order you have not started has less time left until pickup than your prep time: start it now. Late means the pickup time has passed and the order is not ready. A new ASAP order is not urgent: it arrives with exactly your prep time left.',
          'A sound plays when a new order arrives; if your browser blocks sound you see a "New Order!" toast instead.',
        ],
      },
      {
        kind: 'steps',
        heading: 'Move an order along',
        items: [
          'Pending: confirm the order (or cancel it if you cannot make it).',
          'Confirmed: start preparing.',
          'Preparing: mark it ready, or delayed if the kitchen needs longer.',
          'Delayed: return to preparing or mark it ready.',
          'Ready: mark it completed when the customer collects it with their pickup code.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Each card offers the next action as a single tap; customers are notified at every step.',
          "Redeem meal ticket (in the header) takes a crew member's meal ticket: type its code or scan its QR, and enter the meal total if it is less than the allowance.",
          'Tap a card to open full tracking, set a priority (low, normal, high or urgent) and add vendor notes.',
          'Completed and cancelled orders are final, so double-check before tapping.',
        ],
      },
    ],
  },
  {
    id: 'business-analytics',
    title: 'Business Analytics',
    icon: ChartColumn,
    summary: 'See how your night is going and what to prepare for the next show.',
    blocks: [
      {
        kind: 'facts',
        heading: 'What you can see',
        items: [
          "The dashboard header tiles show Today's Orders, Today's Revenue, Avg Prep Time and Menu Items; today starts at 5 AM, so a late show counts as one night.",
          'Every figure counts paid orders and leaves out cancelled ones; the definition is written under each one.',
          'The Analytics tab shows total orders, total revenue, average prep time (confirmed to ready), your top items, revenue per day for 14 days, and orders per 15 minutes around the end of your latest show, with the show end marked.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Using the numbers',
        items: [
          'If Avg Prep Time creeps above your stated prep time, raise the prep time in Settings so pickup times stay honest.',
          'Stock up on your top items before the show ends; they drive most of the post-show rush.',
          'Move slow sellers out of the way on show nights by toggling them unavailable.',
        ],
      },
    ],
  },
  {
    id: 'vendor-artist-partnerships',
    title: 'Artist Partnerships',
    icon: Mic,
    summary:
      'Endorsed specials and limited VIP pre-orders with performing artists are coming; they are not in the app yet.',
    blocks: [
      {
        kind: 'facts',
        heading: 'What to expect',
        items: [
          'Partnerships will link an artist to one of your menu items with a special price, and limited pre-orders with a deadline and pickup instructions.',
          'Until they launch, customers see a Coming Soon screen under Artists; your menu sells as usual.',
          'To be among the first, e-mail support@curtaincall.test with the artist and the dish you have in mind.',
        ],
      },
    ],
  },
];
