import { describe, expect, it } from 'vitest';
import { parseBooleanSetting, parseMaintenanceMode } from './settings.service';

describe('parseBooleanSetting', () => {
  it('reads true/1/on and false/0/off in any case and with spaces', () => {
    for (const value of ['true', 'TRUE', ' on ', '1', 'On'])
      expect(parseBooleanSetting(value)).toBe(true);
    for (const value of ['false', 'False', ' off', '0', 'OFF'])
      expect(parseBooleanSetting(value)).toBe(false);
  });

  it('leaves anything else unreadable', () => {
    for (const value of [undefined, '', ' ', 'yes', 'maybe', '2'])
      expect(parseBooleanSetting(value)).toBeUndefined();
  });
});

describe('parseMaintenanceMode (accounts spec 9, app_maintenance_mode)', () => {
  it('pauses the app only for an explicit on', () => {
    expect(parseMaintenanceMode('true')).toBe(true);
    expect(parseMaintenanceMode(' ON ')).toBe(true);
    expect(parseMaintenanceMode('1')).toBe(true);
  });

  it('keeps the app open for off, missing or unreadable values, as seeded', () => {
    for (const value of ['false', 'off', '0', undefined, '', 'soon'])
      expect(parseMaintenanceMode(value)).toBe(false);
  });
});
