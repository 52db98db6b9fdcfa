import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStyleImport } from './mantineStyles';

const require = createRequire(import.meta.url);
/** @mantine/core's folder, found from its stylesheet (its `exports` hide package.json). */
const mantineRoot = dirname(require.resolve('@mantine/core/styles.css'));

describe('mantineStyleImport', () => {
  it("imports a class-name map's stylesheet, and nothing for other modules", () => {
    expect(mantineStyleImport('/x/node_modules/@mantine/core/esm/components/Modal/Modal.module.mjs')).toBe(
      "import '@mantine/core/styles/Modal.layer.css';\n",
    );
    // Checkbox and Radio lay out their label with a map under utils/ (unstyled before: the label sat under the box).
    expect(mantineStyleImport('/x/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs')).toBe(
      "import '@mantine/core/styles/InlineInput.layer.css';\n",
    );
    expect(mantineStyleImport('/x/node_modules/@mantine/core/esm/components/Modal/Modal.mjs')).toBeNull();
    expect(mantineStyleImport('/x/src/features/races/RaceCard.module.css')).toBeNull();
  });

  it('finds a stylesheet for every class-name map of the installed Mantine (an upgrade that renames one fails here)', () => {
    const components = join(mantineRoot, 'esm/components');
    const maps = readdirSync(components, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.module.mjs'),
    );
    expect(maps.length).toBeGreaterThan(50);
    for (const map of maps) {
      const styleImport = mantineStyleImport(join(components, map));
      const sheet = /styles\/(\w+\.layer\.css)/.exec(styleImport ?? '')?.[1] ?? '';
      expect(existsSync(join(mantineRoot, 'styles', sheet)), map).toBe(true);
    }
  });
});
