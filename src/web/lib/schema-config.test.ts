import { describe, expect, it, vi } from 'vitest';
import './schema-config';
import { z } from 'zod';

describe('zod in the web app', () => {
  it('never compiles parsers with new Function (the CSP has no unsafe-eval)', () => {
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'Taco Encore' })).toEqual({ id: 1, name: 'Taco Encore' });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
