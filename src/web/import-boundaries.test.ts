// The web's layers are checked by ESLint (eslint.config.js): these fake files prove that a wrong
// import fails `npm run lint` and that an allowed one passes.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// vitest runs from the repository's root, where eslint.config.js is
const root = process.cwd();
// the project's own configuration; a fake file is in no TypeScript project, so only the rules
// that need types are off
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('web import boundaries (eslint.config.js)', { timeout: 60_000 }, () => {
  it('a shared component importing a feature fails', async () => {
    const errors = await importErrors(
      'src/web/components/ui/fake-widget.tsx',
      "import { ORDERS_KEY } from '../../features/orders/api';\nexport const x = ORDERS_KEY;\n",
    );
    expect(errors).toEqual([expect.stringContaining('shared web code')]);
  });

  it('shared code importing the app shell fails', async () => {
    const errors = await importErrors(
      'src/web/lib/fake-helper.ts',
      "import { NAV_ITEMS } from '../app/layout/nav-items';\nexport const x = NAV_ITEMS;\n",
    );
    expect(errors).toEqual([expect.stringContaining('shared web code')]);
  });

  it("a feature importing another feature's private module fails", async () => {
    const errors = await importErrors(
      'src/web/features/search/fake-panel.tsx',
      "import { CartBar } from '../vendor-detail/cart-bar';\nexport const x = CartBar;\n",
    );
    expect(errors).toEqual([expect.stringContaining('public modules')]);
  });

  it('the vendor catalogue importing quick order, which builds on it, fails (no cycle)', async () => {
    const errors = await importErrors(
      'src/web/features/vendors/fake-card.tsx',
      "import { useQuickOrder } from '../quick-order/quick-order-provider';\nexport const x = useQuickOrder;\n",
    );
    expect(errors).toEqual([expect.stringContaining('close a cycle')]);
  });

  it('a feature importing the app shell fails', async () => {
    const errors = await importErrors(
      'src/web/features/orders/fake-view.tsx',
      "import { AppShell } from '../../app/layout/app-shell';\nexport const x = AppShell;\n",
    );
    expect(errors).toEqual([expect.stringContaining('app shell')]);
  });

  it('a feature may use the allow-list, its own files and shared code', async () => {
    const errors = await importErrors(
      'src/web/features/search/fake-panel.tsx',
      [
        "import { useAuth } from '../auth/use-auth';",
        "import { useCart } from '../cart/cart-provider';",
        "import { OrderBoard } from '../orders/order-board';",
        "import { SearchPage } from './search-page';",
        "import { Button } from '../../components/ui/button';",
        "import { useNow } from '../../hooks/use-now';",
        'export const x = [useAuth, useCart, OrderBoard, SearchPage, Button, useNow];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('web code still never imports server code', async () => {
    const errors = await importErrors(
      'src/web/features/orders/fake-view.tsx',
      "import { buildApp } from '../../../server/app';\nexport const x = buildApp;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports server code')]);
  });
});
