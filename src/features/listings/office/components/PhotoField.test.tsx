import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PHOTO_BYTES } from '@/lib/listingPhotos';
import { PhotoField, type UploadPhoto } from './PhotoField';

function photo(name: string, size = 1000, type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** An upload the test finishes by hand: progress, then success or failure. */
function controlledUpload() {
  const calls: Array<{
    file: File;
    progress: (done: number, total: number) => void;
    resolve: (url: string) => void;
    reject: (error: Error) => void;
  }> = [];
  const upload: UploadPhoto = (file, progress) =>
    new Promise((resolve, reject) => calls.push({ file, progress, resolve, reject }));
  return { upload, calls };
}

function renderField(initialUrls: string[] = [], upload: UploadPhoto = vi.fn()) {
  const onChange = vi.fn();
  const onPendingChange = vi.fn();
  const onRemoveStored = vi.fn();
  render(
    <PhotoField
      initialUrls={initialUrls}
      upload={upload}
      onChange={onChange}
      onPendingChange={onPendingChange}
      onRemoveStored={onRemoveStored}
    />,
  );
  return { user: userEvent.setup({ delay: null }), onChange, onPendingChange, onRemoveStored };
}

const list = () => screen.getByRole('list', { name: 'Listing photos, in order' });

describe('PhotoField', () => {
  it('uploads several photos with progress; a failed one names its file and can be retried', async () => {
    const { upload, calls } = controlledUpload();
    const { user, onChange, onPendingChange } = renderField([], upload);
    await user.upload(screen.getByLabelText('Add photos from this device'), [
      photo('kitchen.jpg'),
      photo('yard.jpg'),
    ]);
    expect(calls.map((c) => c.file.name)).toEqual(['kitchen.jpg', 'yard.jpg']);
    expect(onPendingChange).toHaveBeenLastCalledWith(2);
    act(() => calls[0]!.progress(2, 3));
    expect(within(list()).getByText('Uploading 2 of 3...')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve('https://x.example/kitchen.webp'));
    await act(async () => calls[1]!.reject(new Error('network down')));
    expect(
      within(list()).getByText('“yard.jpg” could not be uploaded. Retry it or remove it.'),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(['https://x.example/kitchen.webp']);
    expect(onPendingChange).toHaveBeenLastCalledWith(1);
    await user.click(within(list()).getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(3);
    await act(async () => calls[2]!.resolve('https://x.example/yard.webp'));
    expect(onChange).toHaveBeenLastCalledWith([
      'https://x.example/kitchen.webp',
      'https://x.example/yard.webp',
    ]);
    expect(onPendingChange).toHaveBeenLastCalledWith(0);
  });

  it('refuses a non-image and a photo over 15 MB, naming each, and uploads neither', async () => {
    const upload = vi.fn<UploadPhoto>();
    renderField([], upload);
    // applyAccept off: the field must refuse what a drop or a browser would let through.
    const uploader = userEvent.setup({ delay: null, applyAccept: false });
    await uploader.upload(screen.getByLabelText('Add photos from this device'), [
      photo('lease.pdf', 10, 'application/pdf'),
      photo('huge.jpg', MAX_PHOTO_BYTES + 1),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“lease.pdf” is not an image');
    expect(alert).toHaveTextContent('“huge.jpg” is larger than 15 MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it('reorders by keyboard, announces the new cover, and reports removed stored photos', async () => {
    const { user, onChange, onRemoveStored } = renderField([
      'https://x.example/a.webp',
      'https://x.example/b.webp',
    ]);
    within(list()).getByRole('button', { name: 'Move photo 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([
      'https://x.example/b.webp',
      'https://x.example/a.webp',
    ]);
    expect(
      screen.getByText('Photo 2 moved to position 1 of 2; it is now the cover photo.'),
    ).toBeInTheDocument();
    await user.click(within(list()).getByRole('button', { name: 'Remove photo 2' }));
    expect(onRemoveStored).toHaveBeenCalledWith('https://x.example/a.webp');
    expect(onChange).toHaveBeenLastCalledWith(['https://x.example/b.webp']);
  });
});
