/**
 * Toasts without sonner in any page's first download. The first toast loads sonner (9 KB gzipped,
 * which every page used to fetch after load) and asks the app's toast host to mount the Toaster;
 * sonner keeps toasts raised before its Toaster mounted and shows them once it does.
 */
import type { ExternalToast } from 'sonner';

let mountHost: (() => void) | undefined;
let requested = false;

/** The app's toast host registers here; it is called at once if a toast is already waiting. */
export function onFirstToast(mount: () => void): () => void {
  mountHost = mount;
  if (requested) mount();
  return () => {
    if (mountHost === mount) mountHost = undefined;
  };
}

function show(kind: 'success' | 'error', title: string, options?: ExternalToast): void {
  requested = true;
  mountHost?.();
  void import('sonner').then(({ toast: sonner }) => sonner[kind](title, options));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
};
