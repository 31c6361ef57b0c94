import { describe, expect, it } from 'vitest';
import { mentionsAllergy } from './menu-options';

describe('mentionsAllergy', () => {
  it.each([
    'Nut allergy please',
    'ALLERGIC to sesame',
    'Allergies: milk, eggs',
    'no allergens from the fryer',
    'Coeliac, separate board',
    'celiac',
    'anaphylactic to peanuts',
    'risk of anaphylaxis',
  ])('flags %j', (note) => {
    expect(mentionsAllergy(note)).toBe(true);
  });

  it.each(['Extra crispy', 'No onions please', 'gallery seat 4', '', null, undefined])(
    'leaves %j unflagged',
    (note) => {
      expect(mentionsAllergy(note)).toBe(false);
    },
  );
});
