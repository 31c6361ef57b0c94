import { CalendarDays, ChartColumn, UserCheck, Users } from 'lucide-react';
import type { GuideSection } from './guide-types';

// accounts spec 2.14 (admin list); facts from accounts spec 2.10 to 2.12, 5 and 9.
export const ADMIN_SECTIONS: GuideSection[] = [
  {
    id: 'user-management',
    title: 'User Management',
    icon: Users,
    summary: 'See everyone on the platform: customers, vendors and fellow admins.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Review users',
        items: [
          'Open the Admin Dashboard and choose the Users tab (or Manage Users under Quick Actions on the Overview).',
          'Each row shows username, e-mail, a role badge, an Active or Inactive badge and the date the account joined.',
          'The Total Users card at the top counts every account.',
        ],
      },
      {
        kind: 'facts',
        heading: 'Roles',
        items: [
          'Customer: browses vendors, orders, pays and tracks orders.',
          'Vendor: runs the order board, menu, settings and analytics for one business.',
          'Admin: approves vendors, manages events, settings and talent & crew meal programs.',
          'People can sign up only as customers or vendors; admin accounts are never self-service.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Check New users (last 7 days) under Analytics to spot sign-up spikes before a big show.',
        ],
      },
    ],
  },
  {
    id: 'vendor-approval',
    title: 'Vendor Approval',
    icon: UserCheck,
    summary:
      'Every vendor is reviewed before they can sell. Vendors are told approval takes 24 to 48 hours.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Review an application',
        items: [
          'Open the Vendors tab (or Review Vendor Applications under Quick Actions). The badge shows how many are pending.',
          'Read the name, description, cuisine, price range, phone and address of each Pending Review application.',
          'Tap Approve to let the vendor start selling, or Reject to decline.',
          'The list refreshes and a "Vendor Status Updated" toast confirms the change.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Check the queue at least once a day so you stay inside the promised 24 to 48 hours.',
          'Approve food trucks well before show night so they have time to build their menu.',
          'The Active Vendors card counts vendor accounts that are currently active.',
        ],
      },
    ],
  },
  {
    id: 'event-management',
    title: 'Event Management',
    icon: CalendarDays,
    summary: 'Create the shows customers order for and feed the talent and crew who put them on.',
    blocks: [
      {
        kind: 'steps',
        heading: 'Create an event',
        items: [
          'Tap Create Event in the header (or Create New Event under Quick Actions).',
          'Enter the event name, choose a venue and set the event date.',
          'Optionally add an estimated end time, which helps vendors plan the post-show rush.',
          'Choose a status: upcoming (the default), ongoing or ended, then save.',
        ],
      },
      {
        kind: 'facts',
        heading: 'The Events tab',
        items: [
          'Each event shows its name, status badge, date, time, venue and the number of assigned vendors.',
          'The Upcoming Events card counts events with status upcoming; move an event to ongoing when doors open and to ended afterwards.',
        ],
      },
      {
        kind: 'steps',
        heading: 'Talent & crew meal programs',
        items: [
          'Open the Talent & Crew tab and go to the Talent & Crew screen.',
          'Tap Create Program: pick the event, a type (talent, crew, production or VIP) and a name, then set the meal allowance, tickets per person (at least 1), valid dates and an optional budget.',
          'Tap Add Member to add a person with their name and role to a program.',
          'The counters show programs, members, tickets issued and redeemed, and the total budget.',
        ],
      },
    ],
  },
  {
    id: 'system-analytics',
    title: 'System Analytics',
    icon: ChartColumn,
    summary: 'Watch platform health and tune system settings, including the demo payment mode.',
    blocks: [
      {
        kind: 'facts',
        heading: 'Metrics',
        items: [
          'The dashboard cards show Total Users, Active Vendors, Upcoming Events and Platform Revenue.',
          'The Analytics tab lists Platform Metrics (users, active vendors, events, revenue) and User Activity: new users in the last 7 days and vendors created in the last 30 days.',
        ],
      },
      {
        kind: 'facts',
        heading: 'Settings tab',
        items: [
          'demo_checkout_mode (on/off): customers pay through the demo checkout; a Demo Mode Active notice shows while it is on.',
          'demo_payment_success_rate (0.0 to 1.0): the share of demo payments that succeed, for example 0.9 for nine in ten.',
          'demo_payment_delay (milliseconds): how long a demo payment takes to process, for example 2000.',
          'app_maintenance_mode (on/off): a system-wide switch for planned maintenance.',
        ],
      },
      {
        kind: 'tips',
        heading: 'Tips',
        items: [
          'Each setting saves on its own and confirms with a "Setting Updated" toast.',
          'Demo payments never charge real cards. Turn demo_checkout_mode off only once a live card payment provider is configured.',
        ],
      },
    ],
  },
];
