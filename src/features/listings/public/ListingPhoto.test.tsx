import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { listingsContent } from '@/content/listings';
import { ListingPhoto } from './ListingPhoto';
import { ListingsContentProvider } from './listingsContent';

describe('ListingPhoto', () => {
  it('loads an external photo through the proxy and falls back to the direct URL once', () => {
    const direct = 'https://photos.example.net/a.jpg';
    render(<ListingPhoto url={direct} alt="Front of the house" width={640} height={480} />);
    const img = screen.getByRole('img', { name: 'Front of the house' });
    expect(img).toHaveAttribute(
      'src',
      `${env.supabaseUrl}/functions/v1/image-proxy?url=${encodeURIComponent(direct)}`,
    );
    expect(img).toHaveAttribute('loading', 'lazy');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', direct);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', direct);
  });

  it('loads the site’s own photo directly, with no fallback to try', () => {
    render(<ListingPhoto url="/images/p.webp" alt="Kitchen" width={640} height={480} eager />);
    const img = screen.getByRole('img', { name: 'Kitchen' });
    expect(img).toHaveAttribute('src', '/images/p.webp');
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/p.webp');
  });

  it('shows the placeholder instead of a URL that is not an http(s) photo', () => {
    render(
      <ListingsContentProvider value={listingsContent}>
        <ListingPhoto url="javascript:alert(1)" alt="x" width={640} height={480} />
      </ListingsContentProvider>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Photos coming soon')).toBeVisible();
  });
});
