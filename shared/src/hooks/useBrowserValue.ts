import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * A value only the browser can know (the host name, the display mode, the user agent), read during render.
 * The server renders with `onServer`, and so does the browser's first render of a server-rendered page
 * (hydration), which then updates to the browser's value: the two renders match, whatever the device.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(never, read, () => onServer);
}

/**
 * True while the server renders a component and while the browser hydrates it, false in any other browser
 * render: for state that must start as the server rendered it (read it once, in a state initialiser).
 */
export const useServerRendered = (): boolean => useBrowserValue(() => false, true);
