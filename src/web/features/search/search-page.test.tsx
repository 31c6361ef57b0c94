import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_KEY } from '../../lib/storage';
import { BROWSE_SCREEN, resetBrowseState, stubApi, stubGeolocation } from '../vendors/testing';
import { SearchPage } from './search-page';
import { renderWithProviders } from '../../../test/web-harness';

afterEach(resetBrowseState);

function renderSearch() {
  stubApi();
  return renderWithProviders(<SearchPage />, { path: '/search', ...BROWSE_SCREEN });
}

async function resultNames() {
  const count = await screen.findByText(/^\d+ found$/);
  const section = count.closest('section');
  if (!section) throw new Error('results section missing');
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

const button = (name: string) => screen.getByRole('button', { name });

describe('SearchPage (customer spec 2, Search)', () => {
  it('counts and lists every vendor with its card details', async () => {
    renderSearch();
    expect(await screen.findByText('6 found')).toBeTruthy();
    const card = screen.getByRole('link', { name: /Curtain Call Burgers/ });
    expect(within(card).getByText('American · $$')).toBeTruthy();
    expect(within(card).getByText('12 min prep')).toBeTruthy();
    expect(within(card).getByText('Pickup 12-17 min')).toBeTruthy();
    // rating above 4.7: the deal badge; 4.6 has none
    expect(within(card).getByText('20% OFF')).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: /Taco Encore/ })).queryByText('20% OFF'),
    ).toBeNull();
    expect(
      within(screen.getByRole('link', { name: /Smokestack BBQ/ })).getByText('Closed'),
    ).toBeTruthy();
  });

  it('filters by text over name, cuisine or description', async () => {
    const { user } = renderSearch();
    await resultNames();
    const box = screen.getByRole('searchbox');
    await user.type(box, 'wood-fired');
    expect(await resultNames()).toEqual(['Encore Pizza']);
    expect(screen.getByText('1 found')).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'MEXICAN');
    expect(await resultNames()).toEqual(['Taco Encore']);
  });

  it('filters by cuisine chip, Festival Food included', async () => {
    const { user } = renderSearch();
    await resultNames();
    await user.click(button('Festival Food'));
    expect(button('Festival Food').getAttribute('aria-pressed')).toBe('true');
    expect(button('All').getAttribute('aria-pressed')).toBe('false');
    expect(await resultNames()).toEqual(['Midway Munchies']);
    await user.click(button('Korean'));
    expect(await resultNames()).toEqual(['Seoul Stage Kitchen']);
    await user.click(button('All'));
    expect(await resultNames()).toHaveLength(6);
  });

  it('Quick Pickup really sorts by prep time', async () => {
    const { user } = renderSearch();
    await resultNames();
    await user.click(button('Quick Pickup'));
    expect(button('Quick Pickup').getAttribute('aria-pressed')).toBe('true');
    expect(await resultNames()).toEqual([
      'Taco Encore',
      'Midway Munchies',
      'Curtain Call Burgers',
      'Encore Pizza',
      'Seoul Stage Kitchen',
      'Smokestack BBQ',
    ]);
  });

  it("shows 'No Results Found' and Clear Filters resets text, chip and sort", async () => {
    const { user } = renderSearch();
    await resultNames();
    await user.click(button('Quick Pickup'));
    await user.click(button('Korean'));
    await user.type(screen.getByRole('searchbox'), 'burrito');
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeTruthy();
    await user.click(button('Clear Filters'));
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
    expect(button('All').getAttribute('aria-pressed')).toBe('true');
    expect(button('Quick Pickup').getAttribute('aria-pressed')).toBe('false');
    expect(await resultNames()).toHaveLength(6);
  });

  it('Find Nearest sorts by distance and shows distance badges', async () => {
    // standing right next to Taco Encore
    stubGeolocation({ coords: { latitude: 37.7682, longitude: -122.4822 } });
    const { user } = renderSearch();
    await resultNames();
    await user.click(button('Find Nearest'));
    const names = await resultNames();
    expect(names.slice(0, 3)).toEqual([
      'Taco Encore',
      'Curtain Call Burgers',
      'Seoul Stage Kitchen',
    ]);
    const taco = screen.getByRole('link', { name: /Taco Encore/ });
    expect(within(taco).getByText(/^\d+ ft$/)).toBeTruthy();
  });

  it("offers 'Enable Location' when permission is denied, with help if it stays denied", async () => {
    const getCurrentPosition = stubGeolocation({ code: 1 });
    const { user } = renderSearch();
    await resultNames();
    await user.click(button('Find Nearest'));
    const prompt = await screen.findByRole('status', { name: 'Enable Location' });
    expect(within(prompt).getByRole('button', { name: 'Not Now' })).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Enable' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(/still blocking location/)).toBeTruthy();
    await user.click(button('Not Now'));
    expect(screen.queryByRole('status', { name: 'Enable Location' })).toBeNull();
    expect(button('Find Nearest').getAttribute('aria-pressed')).toBe('false');
  });

  it('says when the browser has no geolocation', async () => {
    const { user } = renderSearch();
    await resultNames();
    await user.click(button('Find Nearest'));
    expect(await screen.findByText('Geolocation is not supported by this browser.')).toBeTruthy();
  });

  it('asks to turn Location Services back on before asking the device', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ locationServices: false }));
    const getCurrentPosition = stubGeolocation({ coords: { latitude: 37.77, longitude: -122.48 } });
    const { user } = renderSearch();
    await resultNames();
    await user.click(button('Find Nearest'));
    expect(await screen.findByText('Location Services is off')).toBeTruthy();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(button('Turn On'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}').locationServices).toBe(true);
    expect(screen.queryByText('Location Services is off')).toBeNull();
  });
});
