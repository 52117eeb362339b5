// A gallery offers its pictures as a slideshow only when there is more than the one picture to open.
import { render, screen } from '@testing-library/react';
import { LightboxGallery } from '../LightboxGallery.client';

const picture = (n: number) => ({
  src: `/media/p${n}.webp`,
  alt: `Picture ${n}`,
  large: `/_next/image?url=%2Fmedia%2Fp${n}.webp&w=1920&q=75`,
});

describe('LightboxGallery', () => {
  it('offers every picture of a gallery of several', () => {
    const images = [picture(1), picture(2), picture(3)];
    render(
      <LightboxGallery
        label="Gallery"
        images={images}
        thumbs={images.map((image) => (
          <span key={image.src}>{image.alt}</span>
        ))}
      />,
    );
    expect(screen.getByRole('button', { name: 'View the 3 pictures as a slideshow' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open Picture/ })).toHaveLength(3);
  });

  it('has no slideshow button for a single picture, which opens from itself', () => {
    render(<LightboxGallery label="Profile" images={[picture(1)]} thumbs={[<span key="1">Picture 1</span>]} />);
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open Picture 1' })).toBeInTheDocument();
  });
});
