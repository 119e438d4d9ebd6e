import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitHandover } from './KitHandover';

const child = { bookingId: 'RL-KIT00001', childName: 'Meera Iyer', gradeGroup: 'std-3-4', schoolName: 'DPS' };

describe('KitHandover', () => {
  it('offers "Kit: hand over" for a kit not yet handed over', async () => {
    const onHandOver = vi.fn();
    render(<KitHandover child={child} kit={{ handedOver: null }} online onHandOver={onHandOver} onUndo={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kit: hand over to Meera Iyer' }));
    expect(onHandOver).toHaveBeenCalledWith('RL-KIT00001');
    expect(screen.getByRole('button')).toHaveTextContent('Kit: hand over');
  });

  it('says who handed it over and when, with Undo only online', async () => {
    const onUndo = vi.fn();
    const kit = { handedOver: { at: '2026-12-13T04:45:00.000Z', deviceId: 'd', staffName: 'Priya Staff' } };
    const { rerender } = render(<KitHandover child={child} kit={kit} online onHandOver={vi.fn()} onUndo={onUndo} />);
    expect(screen.getByText(/Kit handed over at .* by Priya Staff/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo kit handover to Meera Iyer' }));
    expect(onUndo).toHaveBeenCalledWith('RL-KIT00001');
    rerender(<KitHandover child={child} kit={kit} online={false} onHandOver={vi.fn()} onUndo={onUndo} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
