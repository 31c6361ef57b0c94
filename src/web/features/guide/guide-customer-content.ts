import { CreditCard, MapPin, Mic, Receipt, Rocket, ShoppingBag } from 'lucide-react';
import type { GuideSection } from './guide-types';

// accounts spec 2.14 (customer list); facts from customer spec 2, 4, 5 and 9.
export const CUSTOMER_SECTIONS: GuideSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    icon: Rocket,
    summary:
      'CurtainCall lets you pre-order food from vendors near the venue during the show, pay in the app and collect it without queueing.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Create your account',
        items: [
          'Tap Sign Up and choose the Customer account type.',
          'Enter a username (at least 3 characters), your e-mail, a password (at least 6 characters), your first and last name and a phone number (at least 10 digits).',
          'You are signed in straight away and land on the Home screen, ready to order.',
        ],
      },
      {
        kind: 'facts',
        heading: 'Finding your way around',
        items: [
          'Home shows the current event, Featured Near You vendors and Quick Actions for Active Orders and Quick Order.',
          'On a phone the bottom bar has Home, Search, Artists, Orders and Profile; the drawer holds Quick Order and your Cart.',
          'The bell in the header shows unread notifications, such as "your order is ready".',
          'Profile lets you update your name, contact details and address.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Venue signal is often weak. Menus you have already opened stay on screen, your cart is saved on this device, and anything that cannot load offers Try again.',
          'Order during the last few songs so your food is ready as the show ends.',
        ],
      },
    ],
  },
  {
    id: 'finding-vendors',
    title: 'Finding Vendors',
    icon: MapPin,
    summary:
      'Search every vendor serving the event, filter by cuisine or let your location find the closest one.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Search and filter',
        items: [
          'Open Search from the header or the bottom bar.',
          'Type a vendor name, cuisine or dish; results update as you type and show "{n} found".',
          'Use the cuisine chips (All, American, Mexican, Korean, Festival Food) to narrow the list.',
          'If nothing matches, tap Clear Filters to see every vendor again.',
        ],
      },
      {
        kind: 'steps',
        heading: 'Find the nearest vendor',
        items: [
          'Tap Find Nearest. Your browser asks for permission to use your location.',
          'Allow it and vendors are sorted by distance, each with a distance badge.',
          'If you declined earlier, an Enable Location prompt appears; choose Enable, or Not Now to keep browsing without distances.',
        ],
      },
      {
        kind: 'facts',
        heading: 'Reading a vendor card',
        items: [
          'Each card shows cuisine, rating and prep time; the pickup window runs from the prep time to five minutes after it.',
          'Top-rated vendors (above 4.7 stars) show a 20% OFF badge, and the 20% is taken off your order at checkout.',
          'Tap a card to open the vendor page with its full menu, price range and pickup time.',
        ],
      },
    ],
  },
  {
    id: 'ordering-food',
    title: 'Ordering Food',
    icon: ShoppingBag,
    summary:
      'Add items from one vendor to your cart, then check out. Quick Order gets you there in a few taps.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Order from a vendor page',
        items: [
          'Open a vendor and tap the add button next to a menu item.',
          'Use the plus and minus steppers in the cart bar to change quantities; taking a quantity to 0 removes the item.',
          'Tap Checkout in the cart bar, which shows your total and item count.',
        ],
      },
      {
        kind: 'steps',
        heading: 'Use the Quick Order sheet',
        items: [
          'Open Quick Order from Home (Quick Actions) or the mobile drawer.',
          'Choose one of the three vendors closest to the stage (open ones first), then add from their Popular Items (up to six available dishes).',
          'The footer shows your item count, the ready time and the total; tap Quick Checkout.',
          'Tap the back arrow to pick another vendor, or swipe the sheet down or tap outside it to close.',
        ],
      },
      {
        kind: 'facts',
        heading: 'How the cart works',
        items: [
          'A cart holds items from one vendor only, so each order goes to a single kitchen.',
          'Adding an item from a different vendor asks first: Start new order replaces your cart with that item, Keep my cart leaves it as it was.',
          'Your cart is saved on this device, so it survives a page reload or a lost connection.',
        ],
      },
    ],
  },
  {
    id: 'payments-checkout',
    title: 'Payments & Checkout',
    icon: CreditCard,
    summary:
      'Choose when to collect, review the price breakdown and pay by card. Payments are demo only: no real charges are made.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Check out',
        items: [
          'Sign in first; checkout asks you to log in if you are not.',
          "Pick ASAP (ready after the vendor's prep time, shown on the vendor page) or Scheduled to choose a later pickup time.",
          'Review the order summary: subtotal, service fee, tax and total, calculated by the server.',
          'Enter the card number, expiry (MM/YY), CVC, name on card, e-mail and billing address, then tap Complete Payment.',
          'After a successful payment you are taken to Your Orders after two seconds.',
        ],
      },
      {
        kind: 'facts',
        heading: 'Demo test cards (any future expiry, any CVC)',
        items: [
          '4242 4242 4242 4242: Visa, payment succeeds.',
          '5555 5555 5555 4444: Mastercard, payment succeeds.',
          '3782 822463 10005: American Express, payment succeeds.',
          '4000 0000 0000 0002: declined with "Your card was declined." Nothing is charged; try another card.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Any other card number is rejected with a hint to use 4242424242424242.',
          'The Complete Payment button reads "Processing Payment..." while it works; do not close the page until you see the result.',
        ],
      },
    ],
  },
  {
    id: 'order-tracking',
    title: 'Order Tracking',
    icon: Receipt,
    summary: 'Follow every order from the kitchen to the pickup window on the Your Orders page.',
    blocks: [
      {
        kind: 'facts',
        heading: 'Order statuses',
        items: [
          'Pending: the vendor has received your order.',
          'Confirmed: the vendor accepted it.',
          'Preparing: your food is being cooked.',
          'Ready: go to the pickup window and show your pickup code.',
          'Completed: collected. Enjoy!',
          'Delayed means the kitchen needs a little longer; Cancelled means the order will not be made.',
        ],
      },
      {
        kind: 'steps',
        heading: 'Follow an order',
        items: [
          'Open Orders. Orders ready for pickup come first, then those in progress, then past ones. Each card shows the status, total, a progress bar and when to expect it ("Ready in about 12 min", "Ready for pickup now" or "Taking a little longer").',
          'Tap an order for full tracking: items, timeline and the time of the last update.',
          'Use the notes box to tell the vendor something, such as "meet at the side window".',
          'When the bell lights up, your order has changed; tap it to read the notification.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Your pickup code appears when the order is ready; keep the Orders page open at the window.',
        ],
      },
    ],
  },
  {
    id: 'artist-partnerships',
    title: 'Artist Partnerships',
    icon: Mic,
    summary:
      'The Artists tab shows who is playing, the dishes artists love at a special price, and limited VIP drops you pre-order for their shows.',
    blocks: [
      {
        kind: 'facts',
        heading: 'What you find there',
        items: [
          'Currently Featuring lists the artists performing now or soon, with their special items.',
          'Search by artist, dish or vendor, pick a genre, a type and a sort; tap a filter chip to drop it, or Clear all filters.',
          'Artist Specials: Add Artist Special to Cart puts the dish in your cart at the special price; pay for it at checkout like any order.',
          'VIP Experiences: the bar shows how many are left and changes live as others buy. Pre-order Now lets you choose how many (up to the limit per customer) and reserves them.',
          'We hold a pre-order for 10 minutes while you pay; unpaid by then, it goes back on sale. Sold Out and Pre-order Closed mean there is nothing left to reserve.',
          'Specials and pre-orders are paid for and tracked like any other order.',
        ],
      },
    ],
  },
];
