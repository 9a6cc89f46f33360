import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { productRoutes, type ProductRoute } from '../../src/ground/screenLanguage/productRoutes';

/**
 * The product's routes as a fixture folder is checked against: the real list, with the built routes the folder
 * does not hold counted as pending (a fixture holds a few screens, not the whole product).
 */
export function routesForFixture(root: string): ProductRoute[] {
  const folder = path.join(root, 'screens');
  const held = new Set(
    readdirSync(folder)
      .filter((name) => name.endsWith('.yaml') && name !== 'menus.yaml')
      .map((name) => {
        try {
          return (parse(readFileSync(path.join(folder, name), 'utf8')) as { route?: string } | null)?.route;
        } catch {
          return undefined; // a broken fixture file: the check under test reports it
        }
      }),
  );
  return productRoutes.map((route) => (route.status === 'screen' && !held.has(route.path) ? { ...route, status: 'pending' } : route));
}
