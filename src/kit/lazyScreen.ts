import { createElement, lazy, useState, type ComponentType } from 'react';

/** A screen whose code loads on its first visit; `preload` fetches it sooner and resolves once it is there. */
export type LazyScreen<Props extends object = object> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A screen that loads on its first visit, in its own chunk, while the layout shows the loader:
 * `lazyScreen(() => import('./AssetList'), 'AssetList')`. Each screen takes only the code it
 * needs, so a list does not wait for its forms. Once its code is there (preloaded), the screen
 * draws in the same pass as the layout, without suspending once more.
 */
export function lazyScreen<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyScreen<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<Props> };
  });
  function Screen(props: Props) {
    // Chosen once per visit: a screen drawn while loading keeps its component (and state) when the code arrives.
    const [component] = useState(() => loaded ?? Suspending);
    return createElement(component, props);
  }
  return Object.assign(Screen, { preload });
}

/** The list, create and edit screens of a resource, the two forms from one module. */
export const lazyCrudScreens = <Name extends string>(
  list: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  forms: () => Promise<{ create: ComponentType; edit: ComponentType }>,
) => ({ list: lazyScreen(list, name), create: lazyScreen(forms, 'create'), edit: lazyScreen(forms, 'edit') });
