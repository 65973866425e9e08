/** Whether a keydown is Ctrl+<key> (Cmd+<key> on a Mac), with no Alt and not mid-composition (IME). */
export function isModShortcut(event: KeyboardEvent, key: string): boolean {
  if (event.isComposing || event.altKey || event.shiftKey) return false;
  if (!(event.ctrlKey || event.metaKey)) return false;
  return event.key.toLowerCase() === key;
}
