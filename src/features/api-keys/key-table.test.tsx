import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { KeyTable } from './key-table';
import { ROW_HEIGHT } from './key-table-layout';
import { listedApiKey } from './test-fixtures';

const KEYS = Array.from({ length: 60 }, (_, index) => listedApiKey(index + 1, `Key ${index + 1}`));

beforeEach(() => {
  // jsdom has no layout: the scroll region gets the window's size.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(window.innerHeight);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(window.innerWidth);
});

function renderTable() {
  renderWithProviders(
    <KeyTable
      keys={KEYS}
      sort={{ field: 'created', direction: 'desc' }}
      onSort={() => undefined}
      label="API keys"
      onUsage={() => undefined}
      onRotate={() => undefined}
      onRevoke={() => undefined}
    />,
  );
}

describe('KeyTable', () => {
  it('renders the rows scrolled to, and drops those scrolled away', async () => {
    renderTable();
    expect(screen.getByText('Key 1')).toBeInTheDocument();
    expect(screen.queryByText('Key 45')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'API keys' });
    region.scrollTop = 40 * ROW_HEIGHT;
    fireEvent.scroll(region);
    expect(await screen.findByText('Key 45')).toBeInTheDocument();
    expect(screen.queryByText('Key 1')).not.toBeInTheDocument();
  });
});
