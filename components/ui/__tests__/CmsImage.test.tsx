// A content-service picture that fails to load leaves a placeholder that a screen reader hears as the
// picture it stands for, or not at all when the picture was decorative.
import { fireEvent, render, screen } from '@testing-library/react';
import { CmsImage } from '../CmsImage';

describe('CmsImage when its picture fails', () => {
  it('keeps a described picture as an image with its description', () => {
    const { container } = render(
      <CmsImage src="/media/gone.webp" alt="Volunteers at the harbour" width={400} height={300} />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Volunteers at the harbour' })).toBeInTheDocument();
  });

  it("hides a decorative picture's placeholder instead of announcing an unnamed image", () => {
    const { container } = render(<CmsImage src="/media/gone.webp" alt="" width={400} height={300} />);
    fireEvent.error(container.querySelector('img')!);
    const placeholder = container.querySelector('span')!;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
