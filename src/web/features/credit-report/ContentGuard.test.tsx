// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentGuard, pageReload } from './ContentGuard';

function Broken(): never {
  throw new Error('render failed');
}

describe('ContentGuard', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows its children when they render', () => {
    render(
      <ContentGuard>
        <p>tab content</p>
      </ContentGuard>,
    );
    expect(screen.getByText('tab content')).toBeTruthy();
    expect(screen.queryByText('Something went wrong with this content')).toBeNull();
  });

  it("replaces a failing tab with 'Something went wrong with this content' and a 'Refresh Page' button", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    render(
      <ContentGuard>
        <Broken />
      </ContentGuard>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong with this content');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
