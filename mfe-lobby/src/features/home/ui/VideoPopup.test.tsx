import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from 'shared/testing';
import { makeBanner } from '../../../testing/fixtures';
import { VideoPopup } from './VideoPopup';

const videos = [
  makeBanner(1, { groupName: 'm_youtube', linkage: 'https://www.youtube.com/embed/a', title: 'First' }),
  makeBanner(2, { groupName: 'm_video', linkage: 'https://cdn.test/b.mp4', title: 'Second' }),
];

describe('VideoPopup', () => {
  it('starts at the tapped video, embeds only it, and steps with previous / next within the list', async () => {
    const onClose = vi.fn();
    const { container } = renderWithRouter(<VideoPopup videos={videos} startAt={0} onClose={onClose} />);
    expect(await screen.findByText('First')).toBeTruthy();
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/a?autoplay=0&rel=0');
    expect(container.querySelector('video')).toBeNull();
    const previous = screen.getByRole('button', { name: 'Previous video' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next video' }));
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://cdn.test/b.mp4');
    expect((screen.getByRole('button', { name: 'Next video' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close videos' }));
    expect(onClose).toHaveBeenCalled();
  });
});
