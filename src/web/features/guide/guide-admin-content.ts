import { CalendarDays, ChartColumn, UserCheck, Users } from 'lucide-react';
import type { GuideSection } from './guide-types';

// accounts spec 2.14 (admin list). The admin screens (accounts spec 2.10 to 2.12) are not built
// yet, so each section says what an admin account can do today and what the operator does instead.
export const ADMIN_SECTIONS: GuideSection[] = [
  {
    id: 'user-management',
    title: 'User Management',
    icon: Users,
    summary:
      'The admin screens are on their way: today the Admin Dashboard and Talent & Crew show a Coming Soon card.',
    blocks: [
      {
        kind: 'facts',
        heading: 'Accounts today',
        items: [
          'Customers and vendors create their own accounts with Sign Up.',
          'Admin accounts are never self-service; the operator creates them.',
          'As an admin you can open the Admin Dashboard, Talent & Crew, your Profile, this Guide and the Presentation.',
        ],
      },
      {
        kind: 'facts',
        heading: 'Roles',
        items: [
          'Customer: browses vendors, orders, pays and tracks orders.',
          'Vendor: runs the order board, menu, settings and analytics for one business.',
          'Admin: the back office, once its screens ship.',
        ],
      },
    ],
  },
  {
    id: 'vendor-approval',
    title: 'Vendor Approval',
    icon: UserCheck,
    summary:
      'Every new vendor starts as Pending approval and is not shown to customers until approved. Vendors are told approval takes 24 to 48 hours.',
    blocks: [
      {
        kind: 'facts',
        heading: 'How it works today',
        items: [
          'A pending vendor can already build its menu and settings in the Vendor Dashboard, under an Awaiting approval banner.',
          'There is no approval screen yet: the operator approves or rejects a vendor in the database, and the dashboard shows the new status on its next load.',
          'A rejected vendor sees a Not approved banner and is never listed.',
        ],
      },
    ],
  },
  {
    id: 'event-management',
    title: 'Event Management',
    icon: CalendarDays,
    summary: 'Events and venues are set up by the operator; the app reads them to plan pickups.',
    blocks: [
      {
        kind: 'facts',
        heading: 'What events drive',
        items: [
          'Home shows the current event; its end time bounds scheduled pickups (up to 2 hours after the show ends).',
          "Each vendor's rush chart shows orders per 15 minutes from 2 hours before to 1 hour after the end of its latest event.",
          'An event without an estimated end is taken to last 4 hours.',
          'Talent & crew meal programs are not built yet; their screen shows Coming Soon.',
        ],
      },
    ],
  },
  {
    id: 'system-analytics',
    title: 'System Analytics',
    icon: ChartColumn,
    summary:
      'Platform analytics are not built yet. The system settings below are stored as text and read on every request, so a change applies at once.',
    blocks: [
      {
        kind: 'facts',
        heading: 'System settings (changed by the operator)',
        items: [
          'demo_checkout_mode (on/off): card payments run through the demo provider; there is no live provider, so off means no card payments.',
          'demo_payment_success_rate (0.0 to 1.0): the share of demo payments that succeed, for example 0.9 for nine in ten; the decline test card always fails.',
          'demo_payment_delay (milliseconds, up to 10000): how long a demo payment takes, 2000 by default.',
          'app_maintenance_mode (on/off): pauses new orders and shows a banner on every screen; orders already placed can still be paid, prepared and handed over.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: ['Demo payments never charge real cards.'],
      },
    ],
  },
];
