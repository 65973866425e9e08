// Settings: the page is imported by its route only, so it stays in the route's lazy chunk.
export {};
