import { act, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TOAST_AUTO_HIDE_MS, useToast, type ToastOptions } from '.';

function ToastButtons({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  return (
    <>
      {toasts.map((options) => (
        <button key={options.title} type="button" onClick={() => toast(options)}>
          {options.title}
        </button>
      ))}
    </>
  );
}

describe('toasts', () => {
  it('reaches assistive technology while a dialog hides the rest of the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Dialog open aria-label="Edit venue">
        <ToastButtons toasts={[{ title: 'Failed to update venue', severity: 'error' }]} />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Failed to update venue' }));
    // findByRole skips anything under aria-hidden, as a screen reader would.
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update venue');
  });

  it('shows the title and description, as an alert for errors', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ToastButtons
        toasts={[{ title: 'Registration Failed', description: 'Failed to create registration', severity: 'error' }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Registration Failed' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration Failed');
    expect(alert).toHaveTextContent('Failed to create registration');
  });

  it('shows only the latest toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ToastButtons
        toasts={[
          { title: 'Coupon Applied!', severity: 'success' },
          { title: 'Coupon Removed', severity: 'info' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Coupon Applied!' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Coupon Applied!');
    await user.click(screen.getByRole('button', { name: 'Coupon Removed' }));
    const toasts = await screen.findAllByRole('status');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Coupon Removed');
    expect(toasts[0]).not.toHaveTextContent('Coupon Applied!');
  });

  it('hides the toast on its own after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithProviders(<ToastButtons toasts={[{ title: 'Login successful', severity: 'success' }]} />);
      await user.click(screen.getByRole('button', { name: 'Login successful' }));
      expect(screen.getByRole('status')).toHaveTextContent('Login successful');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(TOAST_AUTO_HIDE_MS - 500);
      });
      expect(screen.getByRole('status')).toHaveTextContent('Login successful');
      // The hide timer fires, then the exit transition runs.
      for (const ms of [1000, 1000]) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(ms);
        });
      }
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('can be closed by the user', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToastButtons toasts={[{ title: 'Venue added successfully', severity: 'success' }]} />);
    await user.click(screen.getByRole('button', { name: 'Venue added successfully' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
