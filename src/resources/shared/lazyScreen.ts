import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded screen that can also start loading before it is first drawn. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => void };

/**
 * A screen that loads on its first visit, in its own chunk, while the layout shows the loader:
 * `lazyScreen(() => import('./AssetList'), 'AssetList')`. Each screen takes only the code it
 * needs, so a list does not wait for its forms.
 */
export const lazyScreen = <Module extends Record<Name, ComponentType>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyScreen =>
  Object.assign(lazy<ComponentType>(async () => ({ default: (await load())[name] })), { preload: () => void load() });

/** The list, create and edit screens of a resource, the two forms from one module. */
export const lazyCrudScreens = <List extends Record<Name, ComponentType>, Name extends string>(
  list: () => Promise<List>,
  name: Name,
  forms: () => Promise<{ create: ComponentType; edit: ComponentType }>,
) => ({ list: lazyScreen(list, name), create: lazyScreen(forms, 'create'), edit: lazyScreen(forms, 'edit') });
