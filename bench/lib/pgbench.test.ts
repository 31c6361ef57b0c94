import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './pgbench';

describe('pgbench script', () => {
  it('writes SQL literals pgbench will not read as variables', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(1250)).toBe('1250');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral("Rock 'n' Roll")).toBe("'Rock ''n'' Roll'");
    expect(sqlLiteral('Combo: fries')).toBe("'Combo' || chr(58) || ' fries'");
    expect(sqlLiteral(new Date('2026-11-25T01:00:00.500Z'))).toBe('to_timestamp(1795568400.5)');
  });
});
