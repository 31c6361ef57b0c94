import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  expect,
  expectNoHorizontalOverflow,
  newCustomerContext,
  test,
  toastWith,
} from './fixtures';
import { applyTicket, checkoutWith, openVendorBoard, payAtCheckout } from './journeys';
import { send } from './order-api';

// accounts spec 2.12: the admin runs a meal program end to end, a vendor takes the
// ticket at the counter, and the crew member sees their tickets in the profile.

/** A datetime-local value `hours` from now, in the browser's time zone. */
function localInput(hours: number): string {
  const date = new Date(Date.now() + hours * 3_600_000);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('[admin] creates a program, adds a member, issues a ticket a vendor redeems, and reports the spend', async ({
  page,
  loginAs,
  customerAndVendor: { vendor },
}) => {
  test.setTimeout(90_000);
  const suffix = String(Date.now()).slice(-6);
  const programName = `Encore Crew ${suffix}`;
  const memberName = `Riley Chen ${suffix}`;
  const department = `Rigging ${suffix}`;
  await loginAs('admin');
  await page.goto('/admin/talent-crew');
  await expect(page.getByRole('heading', { level: 1, name: 'Talent & Crew' })).toBeVisible();
  await expect(page).toHaveTitle('Talent & Crew · CurtainCall');
  const counters = page.getByLabel('Talent and crew at a glance');
  await expect(counters.getByText('Total Budget')).toBeVisible();

  // the program, with the form's messages first
  await page.getByRole('button', { name: 'Create Program' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Meal Program' });
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(dialog.getByText('Please select an event')).toBeVisible();
  await expect(dialog.getByText('Program name is required')).toBeVisible();
  // the show the demo vendor works at: a ticket is redeemed only at a vendor of its event
  const show = dialog.getByLabel('Event').locator('option', { hasText: 'Neon Nights' }).first();
  await dialog.getByLabel('Event').selectOption((await show.getAttribute('value')) ?? '');
  await dialog.getByLabel('Program name').fill(programName);
  await dialog.getByLabel('Allowance per ticket ($)').fill('18.50');
  await dialog.getByLabel('Tickets per person').fill('2');
  await dialog.getByLabel('Program type').selectOption('production');
  await dialog.getByLabel('Valid from').fill(localInput(-1));
  await dialog.getByLabel('Valid until').fill(localInput(48));
  await dialog.getByLabel('Total budget ($, optional)').fill('200');
  await dialog.getByRole('button', { name: 'Create Program' }).click();
  await expect(toastWith(page, 'Meal program created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const programRow = page.getByRole('listitem').filter({ hasText: programName });
  await expect(programRow.getByText('$18.50 × 2 per person')).toBeVisible();
  await expect(programRow.getByText('$0.00 of $200.00 used')).toBeVisible();
  // edited: only the budget changes
  await page.getByRole('button', { name: `Edit ${programName}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${programName}` });
  await dialog.getByLabel('Total budget ($, optional)').fill('250');
  await dialog.getByRole('button', { name: 'Save Program' }).click();
  await expect(toastWith(page, 'Meal program updated successfully')).toBeVisible();
  await expect(programRow.getByText('$0.00 of $250.00 used')).toBeVisible();

  // the member, on that program
  await page.getByRole('button', { name: 'Add Member' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Crew Member' });
  await dialog.getByLabel('Meal program').selectOption({ label: programName });
  await dialog.getByLabel('Name').fill(memberName);
  await dialog.getByLabel('Role').fill('Rigger');
  await dialog.getByLabel('Department (optional)').fill(department);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(toastWith(page, 'Crew member added successfully')).toBeVisible();

  // a ticket for them: its code and QR show at once
  await openTab(page, 'Members');
  await page.getByRole('button', { name: `Issue ticket to ${memberName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Ticket issued' });
  await expect(dialog.getByRole('img', { name: /^Meal ticket .* as a QR code$/ })).toBeVisible();
  const code = (await dialog.locator('p.font-mono').textContent()) ?? '';
  expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await openTab(page, 'Tickets');
  await page.getByLabel('Program', { exact: true }).selectOption({ label: programName });
  const ticketRow = page.getByRole('listitem').filter({ hasText: code });
  await expect(ticketRow.getByText('Issued', { exact: true })).toBeVisible();
  await expect(ticketRow.getByText(memberName)).toBeVisible();

  // the vendor takes it at the counter for a $12.25 meal
  const counter = await vendor.newPage();
  await counter.goto('/vendor/dashboard');
  await counter.getByRole('button', { name: 'Redeem meal ticket' }).click();
  const redeem = counter.getByRole('dialog', { name: 'Redeem meal ticket' });
  await redeem.getByLabel('Ticket code').fill(code.toLowerCase());
  await redeem.getByLabel('Meal total ($, optional)').fill('12.25');
  await redeem.getByRole('button', { name: 'Redeem ticket' }).click();
  const redeemed = redeem.getByRole('region', { name: 'Meal ticket redeemed' });
  await expect(redeemed.getByText(memberName)).toBeVisible();
  await expect(redeemed.getByText('$12.25 of $18.50')).toBeVisible();
  // the same ticket again, for more than is left, is refused with the server's words
  await redeem.getByRole('button', { name: 'Redeem another' }).click();
  await redeem.getByLabel('Ticket code').fill(code);
  await redeem.getByLabel('Meal total ($, optional)').fill('10.00');
  await redeem.getByRole('button', { name: 'Redeem ticket' }).click();
  await expect(redeem.getByText('Only $6.25 is left on this meal ticket')).toBeVisible();

  // the report: the spend by department and vendor, and the CSV
  await page.reload();
  await openTab(page, 'Reports');
  await page.getByLabel('Program', { exact: true }).selectOption({ label: programName });
  const totals = page.getByLabel('Report totals');
  await expect(totals.getByText('$12.25')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Spend per department' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Spend per department' })
      .getByRole('row', { name: department }),
  ).toContainText('$12.25');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(department);

  // done with it: the program goes inactive, after a confirmation
  await openTab(page, 'Programs');
  await page.getByRole('button', { name: `Deactivate ${programName}` }).click();
  await page
    .getByRole('alertdialog', { name: `Deactivate ${programName}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(programRow.getByText('Inactive', { exact: true })).toBeVisible();
});

test('[admin] issues a ticket to a crew member who orders with it on their phone and pays only the rest; the vendor sees it, the report shows it', async ({
  page,
  browser,
  baseURL,
  loginAs,
  customerAndVendor: { vendor },
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const suffix = String(Date.now()).slice(-6);
  const programName = `Load-out Meals ${suffix}`;
  const memberName = `Sam Ortiz ${suffix}`;
  // the crew member has an account of their own; the admin links it by e-mail
  const { context: crew, email } = await newCustomerContext(browser, origin);

  await loginAs('admin');
  const events = await send<{ id: number; name: string }[]>(
    page.request,
    origin,
    'get',
    '/api/admin/events',
  );
  // the show the demo vendor works at: a ticket is spent only at a vendor of its event
  const event = events.find((candidate) => candidate.name.includes('Neon Nights'));
  await send(page.request, origin, 'post', '/api/talent-crew/programs', {
    eventId: event?.id,
    programName,
    mealAllowanceAmount: 10,
    maxTicketsPerPerson: 1,
    programType: 'crew',
    validFrom: new Date(Date.now() - 3_600_000).toISOString(),
    validUntil: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    budgetTotal: 100,
  });
  await page.goto('/admin/talent-crew');
  await page.getByRole('button', { name: 'Add Member' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add Crew Member' });
  await dialog.getByLabel('Meal program').selectOption({ label: programName });
  await dialog.getByLabel('Name').fill(memberName);
  await dialog.getByLabel('Role').fill('Stagehand');
  await dialog.getByLabel('Contact (optional)').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(toastWith(page, 'Crew member added successfully')).toBeVisible();
  await openTab(page, 'Members');
  await page.getByRole('button', { name: `Issue ticket to ${memberName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Ticket issued' });
  const code = (await dialog.locator('p.font-mono').textContent()) ?? '';
  expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // on the crew member's phone: the ticket is in the profile, and pays part of a meal
  const phone = await crew.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/profile');
  await expect(phone.getByText(code, { exact: true })).toBeVisible();
  await checkoutWith(phone, ['Encore Smash Burger', 'Loaded Stage Fries']);
  const breakdown = phone.getByLabel('Price breakdown');
  await expect(breakdown).toContainText('$23.58');
  await applyTicket(phone, code);
  await expect(breakdown).toContainText(`Meal ticket ${code}−$10.00`);
  await expect(breakdown).toContainText('$13.58');
  const orderId = await payAtCheckout(phone);
  await crew.close();

  // the vendor's board shows what the ticket paid
  const board = await vendor.newPage();
  await openVendorBoard(board);
  await expect(
    board.getByRole('article', { name: `Order #${orderId}`, exact: true }),
  ).toContainText('+ meal ticket $10.00');

  // the admin sees it redeemed at the vendor, and the report counts the spend
  await page.reload();
  await openTab(page, 'Tickets');
  await page.getByLabel('Program', { exact: true }).selectOption({ label: programName });
  const ticketRow = page.getByRole('listitem').filter({ hasText: code });
  await expect(ticketRow.getByText('Redeemed', { exact: true })).toBeVisible();
  await expect(ticketRow).toContainText('Curtain Call Burgers');
  await openTab(page, 'Reports');
  await page.getByLabel('Program', { exact: true }).selectOption({ label: programName });
  await expect(page.getByLabel('Report totals').getByText('$10.00').first()).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Spend per vendor' })
      .getByRole('row', { name: /Curtain Call Burgers/ }),
  ).toContainText('$10.00');
});

test('[customer] a crew member linked by e-mail sees their meal ticket code and QR in the profile @phone', async ({
  page,
  loginAs,
}) => {
  await loginAs('customer');
  await page.goto('/profile');
  const tickets = page.getByRole('region', { name: 'My meal tickets' });
  await expect(tickets.getByText('Neon Nights Crew Meals').first()).toBeVisible();
  await expect(
    tickets.getByRole('img', { name: /^Meal ticket .* as a QR code$/ }).first(),
  ).toBeVisible();
  await expect(tickets.getByText('$15.00 allowance').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('[admin] the talent & crew screen fits a phone @phone', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/admin/talent-crew');
  await expect(page.getByRole('heading', { level: 1, name: 'Talent & Crew' })).toBeVisible();
  await expect(page.getByText('Neon Nights Crew Meals')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  for (const name of ['Members', 'Tickets', 'Reports']) {
    await openTab(page, name);
    await expectNoHorizontalOverflow(page);
  }
});
