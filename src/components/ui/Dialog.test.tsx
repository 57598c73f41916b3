import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

describe('Dialog', () => {
  it('is named by its title, closes with its labelled button and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Photos</DialogTitle>
            <DialogDescription>Three photos of the house.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos' });
    expect(dialog).toHaveAccessibleDescription('Three photos of the house.');
    // 90% of the visible viewport (dvh: a phone's browser bars do not hide the actions).
    expect(dialog.className).toMatch(/max-h-\[90dvh\]/);
    expect(dialog.className).toMatch(/overflow-y-auto/);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

function ConfirmHarness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete this property?"
      description="Are you sure you want to delete this property?"
      confirmLabel="Delete"
      destructive
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog that focuses Cancel first', () => {
    render(<ConfirmHarness onConfirm={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this property?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this property?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms or cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { unmount } = render(<ConfirmHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();

    render(<ConfirmHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
