/** A MediaQueryList stand-in (jsdom has no matchMedia) that matches the queries `matches` says yes to. */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false) {
  return (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
