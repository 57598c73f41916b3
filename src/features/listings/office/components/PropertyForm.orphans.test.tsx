import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadPhoto } from './PhotoField';
import { PropertyForm } from './PropertyForm';
import { emptyPropertyForm } from '../../propertySchema';
import type { ExtractedListing } from '../../extraction';

const LISTING_ID = '0b9d5e2a-4c1f-4a8e-9f3b-1a2b3c4d5e09';
const stored = (name: string) =>
  `http://127.0.0.1:54321/storage/v1/object/public/listing-photos/${LISTING_ID}/${name}/1280x853.webp`;

function setup(savedPhotos: string[] = []) {
  let n = 0;
  const upload: UploadPhoto = vi.fn(() => Promise.resolve(stored(`photo-${++n}`)));
  const deletePhotos = vi.fn((_urls: readonly string[]) => Promise.resolve());
  const view = render(
    <PropertyForm
      listingId={LISTING_ID}
      initialValues={{ ...emptyPropertyForm, images: savedPhotos.join('\n') }}
      submitLabel="Add Property"
      onSubmit={() => Promise.resolve()}
      onExtract={() => Promise.resolve({} as ExtractedListing)}
      onCancel={() => {}}
      upload={upload}
      deletePhotos={deletePhotos}
    />,
  );
  return { user: userEvent.setup({ delay: null }), deletePhotos, upload, ...view };
}

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const addPhotos = (user: ReturnType<typeof userEvent.setup>, files: File[]) =>
  user.upload(screen.getByLabelText('Add photos from this device'), files);

describe('PropertyForm: photos uploaded but never saved are deleted (no orphan uploads)', () => {
  it('closing the form unsaved deletes what it uploaded, not the saved photos', async () => {
    const saved = stored('saved-before');
    const { user, deletePhotos, unmount } = setup([saved]);
    await addPhotos(user, [photo('a.jpg'), photo('b.jpg')]);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3),
    );
    expect(deletePhotos).not.toHaveBeenCalled();
    unmount(); // Cancel, Escape or the dialog's close button all unmount the form
    expect(deletePhotos).toHaveBeenCalledTimes(1);
    expect([...deletePhotos.mock.calls[0]![0]].sort()).toEqual([
      stored('photo-1'),
      stored('photo-2'),
    ]);
  });

  it('removing a just-uploaded photo deletes it at once; a saved one waits for the save', async () => {
    const saved = stored('saved-before');
    const { user, deletePhotos, unmount } = setup([saved]);
    await addPhotos(user, [photo('a.jpg')]);
    const list = () => screen.getByRole('list', { name: /photos/i });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(list()).getByRole('button', { name: 'Remove photo 2' }));
    expect(deletePhotos).toHaveBeenCalledWith([stored('photo-1')]);
    await user.click(within(list()).getByRole('button', { name: 'Remove photo 1' }));
    expect(deletePhotos).toHaveBeenCalledTimes(1);
    unmount();
    // Nothing left unsaved: the saved photo stays (the listing still shows it).
    expect(deletePhotos).toHaveBeenCalledTimes(1);
  });
});
