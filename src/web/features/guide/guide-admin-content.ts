import { CalendarDays, ChartColumn, UserCheck, Users } from 'lucide-react';
import type { GuideSection } from './guide-types';

// accounts spec 2.14 (admin list): what the Admin Dashboard (2.10, 2.11) and the Talent & Crew
// screen (2.12) do.
export const ADMIN_SECTIONS: GuideSection[] = [
  {
    id: 'user-management',
    title: 'User Management',
    icon: Users,
    summary:
      'The Users tab of the Admin Dashboard lists every account, with search and a role filter.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Change an account',
        items: [
          'Open the Users tab and find the person by name, username or email, or filter by role.',
          'Tap Edit to move an account between Customer and Vendor or to switch it off, then Review changes and Confirm.',
          'Deactivate signs the person out at once and refuses their sign-in until you Reactivate them; a vendor account that is deactivated also has its business hidden until you reactivate it in the Vendors tab.',
        ],
      },
      {
        kind: 'facts',
        heading: 'Rules',
        items: [
          'Customers and vendors create their own accounts with Sign Up; admin accounts are created by the operator.',
          'You cannot deactivate or demote your own account, nor the last active admin.',
        ],
      },
    ],
  },
  {
    id: 'vendor-approval',
    title: 'Vendor Approval',
    icon: UserCheck,
    summary:
      'Every new vendor starts as Pending Review and is not shown to customers until approved. Vendors are told approval takes 24 to 48 hours.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Review an application',
        items: [
          'Open the Vendors tab (its badge counts the pending applications), or Review Vendor Applications on the Overview.',
          'Tap Approve to list the vendor for customers at once, or Reject and give an optional reason, which the vendor is told.',
          'Under All Vendors, Suspend hides an approved vendor from customers and Reactivate lists it again; both ask first.',
        ],
      },
    ],
  },
  {
    id: 'event-management',
    title: 'Event Management',
    icon: CalendarDays,
    summary:
      'Create Event (in the header, on the Overview or in the Events tab) sets up a show: name, venue, date, an optional estimated end and status.',
    blocks: [
      {
        kind: 'facts',
        heading: 'Events and venues',
        items: [
          'Edit an event to change its details, tick the vendors serving it, or move its status forwards: upcoming, then ongoing, then ended.',
          'Add Venue in the Events tab creates a venue with its address and city.',
          'Home shows the current event; its end time bounds scheduled pickups (up to 2 hours after the show ends). An event without an estimated end is taken to last 4 hours.',
          'Talent & Crew (Open Talent & Crew, or Crew in the menu) feeds the artists and crew: Create Program sets the allowance, tickets per person, dates and budget; Add Member puts someone on a program; Issue ticket gives them a code and QR they redeem at a vendor; the Reports tab shows the spend per department and vendor and downloads it as CSV.',
        ],
      },
    ],
  },
  {
    id: 'system-analytics',
    title: 'System Analytics',
    icon: ChartColumn,
    summary:
      'The stat cards compare the last 30 days with the 30 before; the Analytics tab adds platform metrics, user activity and charts, and the Settings tab changes how the platform behaves at once.',
    blocks: [
      {
        kind: 'facts',
        heading: 'Settings tab',
        items: [
          'demo_checkout_mode (on/off): card payments run through the demo provider; there is no live provider, so off means no card payments.',
          'demo_payment_success_rate (0.0 to 1.0): the share of demo payments that succeed, for example 0.9 for nine in ten; the decline test card always fails.',
          'demo_payment_delay (milliseconds, up to 10000): how long a demo payment takes, 2000 by default.',
          'app_maintenance_mode (on/off): pauses new orders and shows a banner on every screen; orders already placed can still be paid, prepared and handed over. The dashboard asks before turning it on.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Demo payments never charge real cards.',
          'Recent Activity on the Overview lists admin actions, signups and orders, newest first.',
        ],
      },
    ],
  },
];
