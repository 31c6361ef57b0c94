// The server's layers and the cycle rule of both sides are checked by ESLint (eslint.config.js):
// these fake files prove that a wrong import or a cycle fails `npm run lint`, and that allowed
// imports pass.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// vitest runs from the repository's root, where eslint.config.js is
const root = process.cwd();
// the project's own configuration; a fake file is in no TypeScript project, so only the rules
// that need types are off
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const importErrors = (filePath: string, code: string) =>
  ruleErrors('no-restricted-imports', filePath, code);
const cycleErrors = (filePath: string, code: string) =>
  ruleErrors('import-x/no-cycle', filePath, code);

describe('server import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('a server feature importing a feature outside its allow-list fails', async () => {
    const errors = await importErrors(
      'src/server/features/vendors/fake.service.ts',
      "import { toOrderView } from '../orders/order-views';\nexport const x = toOrderView;\n",
    );
    expect(errors).toEqual([expect.stringContaining('SERVER_FEATURE_IMPORTS')]);
  });

  it('a server feature may import what its allow-list names, its own files and the layers', async () => {
    const errors = await importErrors(
      'src/server/features/pickup-pass/fake.service.ts',
      [
        "import { toOrderView } from '../orders/order-views';",
        "import { loadPassSigningKey } from './pass-signing-key';",
        "import { findSessionUser } from '../../auth/sessions';",
        "import { publishLive } from '../../realtime/events';",
        "import { AppError } from '../../errors';",
        'export const x = [toOrderView, loadPassSigningKey, findSessionUser, publishLive, AppError];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it.each([
    ['config', 'src/server/config.ts', './features/settings/settings.service'],
    ['db', 'src/server/db/fake-helper.ts', '../features/settings/settings.service'],
    ['db/schema', 'src/server/db/schema/fake.ts', '../../features/settings/settings.service'],
    ['http', 'src/server/http/fake-hook.ts', '../features/settings/settings.service'],
    ['auth', 'src/server/auth/fake-guard.ts', '../features/settings/settings.service'],
    ['realtime', 'src/server/realtime/fake-hub.ts', '../features/settings/settings.service'],
  ])('%s importing a feature fails', async (_layer, filePath, source) => {
    const errors = await importErrors(
      filePath,
      `import { readSetting } from '${source}';\nexport const x = readSetting;\n`,
    );
    expect(errors).toEqual([expect.stringContaining('import no feature')]);
  });

  it("the layers' tests may import features (they start the whole app)", async () => {
    const errors = await importErrors(
      'src/server/db/fake.test.ts',
      "import { readSetting } from '../features/settings/settings.service';\nexport const x = readSetting;\n",
    );
    expect(errors).toEqual([]);
  });

  it('the seed may import features', async () => {
    const errors = await importErrors(
      'src/server/seed/fake-seed.ts',
      "import { newTicketCode } from '../features/talent-crew/meal-tickets.service';\nexport const x = newTicketCode;\n",
    );
    expect(errors).toEqual([]);
  });

  it('server code still never imports web code', async () => {
    const errors = await importErrors(
      'src/server/features/orders/fake.service.ts',
      "import { orderKeys } from '../../../web/features/orders/keys';\nexport const x = orderKeys;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports web code')]);
  });
});

describe('import cycles (eslint.config.js)', { timeout: 60_000 }, () => {
  it('a server module importing one that imports it back fails', async () => {
    // the error handler imports AppError from errors.ts
    const errors = await cycleErrors(
      'src/server/errors.ts',
      "import { registerErrorHandler } from './http/error-handler';\nexport const x = registerErrorHandler;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('orders importing checkout, which imports orders, fails on the web', async () => {
    // checkout/api imports orders/api, which imports orders/keys
    const errors = await cycleErrors(
      'src/web/features/orders/keys.ts',
      "import { checkoutKeys } from '../checkout/api';\nexport const x = checkoutKeys;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('an import that closes no cycle passes', async () => {
    const errors = await cycleErrors(
      'src/web/features/checkout/fake-panel.tsx',
      "import { orderKeys } from '../orders/keys';\nexport const x = orderKeys;\n",
    );
    expect(errors).toEqual([]);
  });
});
