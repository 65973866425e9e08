/**
 * jsdom never ends a CSS animation, so a closing dialog or drawer would wait for its exit animation
 * forever: `beforeAll(endCssAnimations)` makes every animation end at once.
 */
export function endCssAnimations(): void {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { animation-duration: 0s !important; }';
  document.head.append(style);
}
