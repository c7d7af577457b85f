import { lazy, type ComponentType } from 'react';

/**
 * A part of a page read in its own chunk and shown when it arrives. Code that cannot be read (a new
 * version deployed meanwhile, its old chunks gone) leaves the page without that part, never broken.
 */
export function lazyOrNothing<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (): { default: ComponentType<Props> } => ({ default: () => null }),
    ),
  );
}
