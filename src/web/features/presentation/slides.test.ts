import { describe, expect, it } from 'vitest';
import { MAX_PREP_MINUTES, MIN_PREP_MINUTES } from '../../../contract/vendor';
import { SLIDES } from './slides';

const allText = SLIDES.flatMap((slide) => [
  slide.headline,
  slide.lede,
  slide.stat ? `${slide.stat.value} ${slide.stat.label}` : '',
  ...(slide.points ?? []).map((point) => `${point.title}: ${point.text}`),
  ...(slide.links ?? []).map((link) => `${link.label}: ${link.text}`),
]).join('\n');

// the presentation describes only what exists, with the numbers the code uses
describe('presentation slides', () => {
  it('promises no feature that is not built (offline queue, artist specials, crew meals)', () => {
    expect(allText).not.toMatch(/queued|replayed|Artist partnerships|artist specials/i);
    expect(allText).not.toMatch(/meal programs|VIP offerings|Headliner-endorsed/i);
    expect(allText).toContain('Coming soon: approvals, events, users and settings (admin)');
  });

  it('states the real urgency rule, quick-order choice and prep-time range', () => {
    expect(allText).not.toMatch(/within 15 minutes/);
    expect(allText).toContain('less time left than your prep time');
    expect(allText).toContain('The three vendors closest to the stage');
    expect(allText).toContain(`${MIN_PREP_MINUTES}-${MAX_PREP_MINUTES} min`);
  });
});
