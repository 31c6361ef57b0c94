import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { talentCrewMessages } from '../../../contract/talent-crew';
import {
  mockApi,
  renderWithProviders,
  stubResizeObserver,
  type MockRoute,
} from '../../../test/web-harness';
import { ADMIN_USER } from '../admin/admin.test-support';
import {
  EMPTY_TALENT_CREW_ROUTES,
  makeMember,
  makeProgram,
  makeTicket,
  TALENT_CREW_ROUTES,
} from './talent-crew.test-support';
import { TalentCrewPage } from './talent-crew-page';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

function renderPage(
  routes: Record<string, MockRoute> = {},
  base: Record<string, MockRoute> = TALENT_CREW_ROUTES,
) {
  const api = mockApi({ ...base, ...routes });
  const view = renderWithProviders(<TalentCrewPage />, {
    path: '/admin/talent-crew',
    user: ADMIN_USER,
  });
  return { ...api, ...view };
}

const openTab = (name: string) =>
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });
const change = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** The Create Meal Program dialog with its event, name and allowance filled in. */
async function openProgramForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Create Program' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Meal Program' });
  await within(dialog).findByRole('option', { name: 'Luna Vega: Starlight Tour' });
  change(within(dialog).getByLabelText('Event'), '5');
  change(within(dialog).getByLabelText('Program name'), 'Encore VIP');
  change(within(dialog).getByLabelText('Allowance per ticket ($)'), '20');
  return dialog;
}

/** The Add Crew Member dialog with its program chosen. */
async function openMemberForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Crew Member' });
  await within(dialog).findByRole('option', { name: 'Starlight Crew Meals' });
  change(within(dialog).getByLabelText('Meal program'), '3');
  return dialog;
}

beforeEach(stubResizeObserver);
afterEach(() => mocks.toast.mockReset());

describe('TalentCrewPage (accounts spec 2.12)', () => {
  it('shows the header, the six counters and the four tabs', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Talent & Crew' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Program' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeTruthy();
    const counters = screen.getByLabelText('Talent and crew at a glance');
    await within(counters).findByText('$500.00');
    for (const label of [
      'Total Programs',
      'Active Programs',
      'Total Members',
      'Tickets Issued',
      'Tickets Redeemed',
      'Total Budget',
    ])
      expect(within(counters).getByText(label)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Programs',
      'Members',
      'Tickets',
      'Reports',
    ]);
    const program = await screen.findByText('Starlight Crew Meals');
    const row = program.closest('li')!;
    expect(within(row).getByText('$27.50 of $500.00 used')).toBeTruthy();
    expect(within(row).getByText('$472.50 remaining')).toBeTruthy();
    expect(within(row).getByText('$15.00 × 3 per person')).toBeTruthy();
  });

  it("shows the spec's empty states with their first-step buttons", async () => {
    renderPage({}, EMPTY_TALENT_CREW_ROUTES);
    expect(await screen.findByText('No meal programs created yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create First Program' }));
    expect(await screen.findByRole('dialog', { name: 'Create Meal Program' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    openTab('Members');
    expect(await screen.findByText('No crew members added yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add First Member' }));
    expect(await screen.findByRole('dialog', { name: 'Add Crew Member' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    openTab('Tickets');
    expect(await screen.findByText('No meal tickets issued yet')).toBeTruthy();
    openTab('Reports');
    expect(await screen.findByText('Nothing to report yet')).toBeTruthy();
  });

  it('says when a list cannot load and loads it again on request', async () => {
    let fails = true;
    const api = renderPage({
      'GET /api/talent-crew/programs': () =>
        fails ? { status: 500, body: { message: 'Boom' } } : { body: [makeProgram()] },
    });
    const alert = await screen.findByText("We couldn't load the meal programs.");
    fails = false;
    fireEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Starlight Crew Meals');
    expect(api.callsTo('GET', '/api/talent-crew/programs').length).toBeGreaterThanOrEqual(2);
  });

  it('names each missing program field with the form message and sends nothing', async () => {
    const api = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create Program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Meal Program' });
    change(within(dialog).getByLabelText('Tickets per person'), '0');
    change(within(dialog).getByLabelText('Allowance per ticket ($)'), '-5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Program' }));
    for (const message of [
      talentCrewMessages.event,
      talentCrewMessages.programName,
      talentCrewMessages.allowance,
      talentCrewMessages.maxTickets,
      talentCrewMessages.validFrom,
      talentCrewMessages.validUntil,
    ])
      expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByLabelText('Program name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/talent-crew/programs')).toHaveLength(0);
  });

  it('checks the end date comes after the start', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create Program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Meal Program' });
    change(within(dialog).getByLabelText('Valid from'), '2030-06-02T10:00');
    change(within(dialog).getByLabelText('Valid until'), '2030-06-01T10:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Program' }));
    expect(await within(dialog).findByText(talentCrewMessages.dateOrder)).toBeTruthy();
  });

  it('creates a program, toasts success and refetches the list and counters', async () => {
    const api = renderPage({
      'POST /api/talent-crew/programs': { status: 201, body: makeProgram({ id: 4 }) },
    });
    await screen.findByText('Starlight Crew Meals');
    const dialog = await openProgramForm();
    change(within(dialog).getByLabelText('Tickets per person'), '2');
    change(within(dialog).getByLabelText('Program type'), 'vip');
    change(within(dialog).getByLabelText('Valid from'), '2030-06-01T10:00');
    change(within(dialog).getByLabelText('Valid until'), '2030-06-02T02:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Program' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/talent-crew/programs')[0]?.body).toEqual({
        eventId: 5,
        programName: 'Encore VIP',
        description: null,
        mealAllowanceAmount: '20',
        maxTicketsPerPerson: 2,
        programType: 'vip',
        validFrom: new Date('2030-06-01T10:00').toISOString(),
        validUntil: new Date('2030-06-02T02:00').toISOString(),
        budgetTotal: null,
        isActive: true,
      }),
    );
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Success',
        description: 'Meal program created successfully',
        variant: 'success',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('GET', '/api/talent-crew/programs')).toHaveLength(2));
    expect(api.callsTo('GET', '/api/talent-crew/summary')).toHaveLength(2);
  });

  it("toasts 'Error' with the server's message when creating fails", async () => {
    renderPage({
      'POST /api/talent-crew/programs': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: talentCrewMessages.unknownEvent,
          issues: [{ path: 'body.eventId', message: talentCrewMessages.unknownEvent }],
        },
      },
    });
    const dialog = await openProgramForm();
    change(within(dialog).getByLabelText('Valid from'), '2030-06-01T10:00');
    change(within(dialog).getByLabelText('Valid until'), '2030-06-02T02:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Program' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Error',
        description: talentCrewMessages.unknownEvent,
        variant: 'destructive',
      }),
    );
    expect(within(dialog).getByText(talentCrewMessages.unknownEvent)).toBeTruthy();
  });

  it('adds a member to the chosen program with its event', async () => {
    const api = renderPage({
      'POST /api/talent-crew/members': { status: 201, body: makeMember({ id: 12 }) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Crew Member' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    expect(await within(dialog).findByText(talentCrewMessages.program)).toBeTruthy();
    expect(within(dialog).getByText(talentCrewMessages.name)).toBeTruthy();
    expect(within(dialog).getByText(talentCrewMessages.role)).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Starlight Crew Meals' });
    change(within(dialog).getByLabelText('Meal program'), '3');
    expect(within(dialog).getByText('Event: Luna Vega: Starlight Tour')).toBeTruthy();
    change(within(dialog).getByLabelText('Name'), 'Riley Chen');
    change(within(dialog).getByLabelText('Role'), 'Stage manager');
    change(within(dialog).getByLabelText('Contact (optional)'), 'riley@curtaincall.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/talent-crew/members')[0]?.body).toEqual({
        programId: 3,
        eventId: 5,
        name: 'Riley Chen',
        role: 'Stage manager',
        department: null,
        contactInfo: 'riley@curtaincall.test',
        specialDietaryNeeds: null,
        isActive: true,
      }),
    );
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Success',
        description: 'Crew member added successfully',
        variant: 'success',
      }),
    );
  });

  it("toasts 'Failed to add crew member' when the server gives no reason", async () => {
    renderPage({ 'POST /api/talent-crew/members': new Response('', { status: 502 }) });
    const dialog = await openMemberForm();
    change(within(dialog).getByLabelText('Name'), 'Riley Chen');
    change(within(dialog).getByLabelText('Role'), 'Stage manager');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Member' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Error',
        description: talentCrewMessages.addMemberFailed,
        variant: 'destructive',
      }),
    );
  });

  it('edits a program and deactivates it after a confirmation', async () => {
    const api = renderPage({
      'PATCH /api/talent-crew/programs/3': ({ body }) => ({ body: makeProgram(body as object) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Starlight Crew Meals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Starlight Crew Meals' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Program name').value).toBe(
      'Starlight Crew Meals',
    );
    expect(within(dialog).getByRole('switch', { name: /Active/ })).toBeTruthy();
    // only what changed is sent
    change(within(dialog).getByLabelText('Program name'), 'Starlight Show Meals');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Program' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/talent-crew/programs/3')[0]?.body).toEqual({
        programName: 'Starlight Show Meals',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate Starlight Crew Meals' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Deactivate Starlight Crew Meals?',
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/talent-crew/programs/3')[1]?.body).toEqual({
        isActive: false,
      }),
    );
  });

  it('closes an unchanged member form without a call, and sends a member only what changed', async () => {
    const api = renderPage({
      'PATCH /api/talent-crew/members/11': ({ body }) => ({ body: makeMember(body as object) }),
    });
    openTab('Members');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Jordan Lee' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Jordan Lee' });
    await within(dialog).findByRole('option', { name: 'Starlight Crew Meals' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH', '/api/talent-crew/members/11')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Jordan Lee' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Jordan Lee' });
    change(within(dialog).getByLabelText('Special dietary needs (optional)'), '');
    fireEvent.click(within(dialog).getByRole('switch', { name: /Active/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Member' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/talent-crew/members/11')[0]?.body).toEqual({
        specialDietaryNeeds: '',
        isActive: false,
      }),
    );
  });

  it('issues a ticket to a member and shows its code and QR', async () => {
    const api = renderPage({
      'POST /api/talent-crew/tickets': {
        status: 201,
        body: makeTicket({ id: 30, code: 'QRSTV-WXYZ2' }),
      },
    });
    openTab('Members');
    const member = await screen.findByText('Jordan Lee');
    const row = member.closest('li')!;
    expect(within(row).getByText('Linked account')).toBeTruthy();
    expect(within(row).getByText('1 of 2 (limit 3)')).toBeTruthy();
    expect(within(row).getByText('$12.50')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Issue ticket to Jordan Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket issued' });
    expect(api.callsTo('POST', '/api/talent-crew/tickets')[0]?.body).toEqual({ memberId: 11 });
    expect(within(dialog).getByText('QRSTV-WXYZ2')).toBeTruthy();
    expect(within(dialog).getByTitle('Meal ticket QRSTV-WXYZ2 as a QR code')).toBeTruthy();
  });

  it('cannot issue a ticket once the member has the most the program allows', async () => {
    renderPage({
      'GET /api/talent-crew/members': { body: [makeMember({ mealTicketsAllocated: 3 })] },
    });
    openTab('Members');
    const button = await screen.findByRole('button', { name: 'Issue ticket to Jordan Lee' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('Issue ticket: all tickets issued.')).toBeTruthy();
  });

  it('cannot issue a ticket for a program that has ended', async () => {
    renderPage({
      'GET /api/talent-crew/programs': {
        body: [makeProgram({ validUntil: '2020-01-01T00:00:00.000Z' })],
      },
    });
    openTab('Members');
    await screen.findByText('Issue ticket: program ended.');
    const button = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Issue ticket to Jordan Lee',
    });
    expect(button.disabled).toBe(true);
  });

  it('filters members by program', async () => {
    renderPage({
      'GET /api/talent-crew/programs': {
        body: [makeProgram(), makeProgram({ id: 4, programName: 'Band Hospitality' })],
      },
    });
    openTab('Members');
    await screen.findByText('Jordan Lee');
    await screen.findByRole('option', { name: 'Band Hospitality' });
    change(screen.getByLabelText('Program'), '4');
    expect(await screen.findByText('No crew members on this program')).toBeTruthy();
  });

  it('lists tickets by filter and voids one after a confirmation', async () => {
    const api = renderPage({
      'GET /api/talent-crew/tickets?status=issued': { body: [makeTicket()] },
      'PATCH /api/talent-crew/tickets/21': { body: makeTicket({ status: 'void' }) },
    });
    openTab('Tickets');
    const redeemed = await screen.findByText('MNPQR-STVWX');
    expect(
      within(redeemed.closest('li')!).getByText(/\$12\.50 at Curtain Call Burgers/),
    ).toBeTruthy();
    expect(within(redeemed.closest('li')!).queryByRole('button', { name: /Void/ })).toBeNull();
    change(screen.getByLabelText('Status'), 'issued');
    await waitFor(() => expect(screen.queryByText('MNPQR-STVWX')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Void ticket ABCDE-FGHJK' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Void ticket ABCDE-FGHJK?' });
    expect(api.callsTo('PATCH', '/api/talent-crew/tickets/21')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Void ticket' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/talent-crew/tickets/21')[0]?.body).toEqual({
        status: 'void',
      }),
    );
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success' })),
    );
  });

  it('shows the report charts, the unredeemed tickets and the CSV link', async () => {
    renderPage({
      'GET /api/talent-crew/reports?programId=3': {
        body: { ...TALENT_CREW_ROUTES['GET /api/talent-crew/reports'].body, programId: 3 },
      },
    });
    openTab('Reports');
    expect(await screen.findByRole('figure', { name: 'Spend per department' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Spend per vendor' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Spend per vendor' }).textContent).toContain(
      'Curtain Call Burgers$12.50',
    );
    const totals = screen.getByLabelText('Report totals');
    // budget $500.00 = $12.50 spent + $15.00 committed to an unspent ticket + $472.50 remaining
    expect(within(totals).getByText('$500.00')).toBeTruthy();
    expect(within(totals).getByText('$12.50')).toBeTruthy();
    expect(within(totals).getByText('Committed, not spent')).toBeTruthy();
    expect(within(totals).getByText('$15.00')).toBeTruthy();
    expect(within(totals).getByText('$472.50')).toBeTruthy();
    expect(screen.getByText('Unredeemed tickets (1)')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe('/api/talent-crew/reports?format=csv');
    await screen.findByRole('option', { name: 'Starlight Crew Meals' });
    change(screen.getByLabelText('Program'), '3');
    await waitFor(() =>
      expect(link.getAttribute('href')).toBe('/api/talent-crew/reports?programId=3&format=csv'),
    );
  });
});
