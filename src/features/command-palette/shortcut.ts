/** Whether a keydown is Ctrl+<key> (Cmd+<key> on a Mac), with no Alt and not mid-composition (IME). */
export function isModShortcut(event: KeyboardEvent, key: string): boolean {
  if (event.isComposing || event.altKey || event.shiftKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  return event.key.toLowerCase() === key;
}

/** Whether the keyboard shortcuts should be shown with ⌘ rather than Ctrl. */
export function prefersCommandKey(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}
