import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/web/components/ui/avatar';

describe('Avatar', () => {
  it('shows initials, not a sign-in provider’s photo from another host', () => {
    const { container } = render(
      <Avatar src="https://lh3.googleusercontent.com/a/photo.jpg" name="Mara Ellison" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('ME');
  });

  it('shows a photo Canyon serves itself', () => {
    const { container } = render(<Avatar src="/api/images/abc" name="Mara Ellison" />);
    expect(container.querySelector('img')?.src).toBe(`${window.location.origin}/api/images/abc`);
  });
});
