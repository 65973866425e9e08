import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { SearchInput } from './search-input';

describe('SearchInput', () => {
  it('is a search box named by its label, styled as an input, with the magnifier hidden from assistive technology', () => {
    renderWithProviders(<SearchInput aria-label="Filter keys" placeholder="Filter by name" />);
    const box = screen.getByRole('searchbox', { name: 'Filter keys' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'Filter by name');
    expect(box.className).toMatch(/chakra-input/);
    const magnifier = box.parentElement?.querySelector('svg');
    expect(magnifier).toHaveAttribute('aria-hidden', 'true');
  });

  it('hands what is typed to onChange and its element to ref (the page focuses it with a shortcut)', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    renderWithProviders(<SearchInput ref={ref} aria-label="Filter keys" onChange={onChange} />);
    expect(ref.current).toBe(screen.getByRole('searchbox', { name: 'Filter keys' }));
    await userEvent.setup().type(ref.current!, 'ci');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(ref.current).toHaveValue('ci');
  });
});
