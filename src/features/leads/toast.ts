/** Toasts without putting sonner in a page's first download (the app's Toaster loads it anyway). */
export async function showToast(
  kind: 'success' | 'error',
  title: string,
  description: string,
): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](title, { description });
}
