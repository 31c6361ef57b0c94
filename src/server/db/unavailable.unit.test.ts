import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['timed out', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['no free connection', new Error('timeout exceeded when trying to connect')],
    ['connection dropped', new Error('Connection terminated unexpectedly')],
    ['connect time-out', new Error('Connection terminated due to connection timeout')],
    ['no answer', new Error('Query read timeout')],
    ['administrator shutdown', withCode('terminating connection', '57P01')],
    ['starting up', withCode('the database system is starting up', '57P03')],
    ['connection failure', withCode('connection failure', '08006')],
    ['statement time-out', withCode('canceling statement due to statement timeout', '57014')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    [
      'refused on every address',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    [
      'wrapped by the query builder',
      new Error('Failed query: select 1', {
        cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED'),
      }),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
