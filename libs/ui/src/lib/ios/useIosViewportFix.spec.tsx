import { render } from '@testing-library/react';
import { IOS_VIEWPORT_CONTENT, isIosDevice, useIosViewportFix } from './useIosViewportFix';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

function Probe() {
  useIosViewportFix();
  return null;
}

describe('useIosViewportFix', () => {
  let viewport: HTMLMetaElement;
  beforeEach(() => {
    viewport = document.createElement('meta');
    viewport.name = 'viewport';
    viewport.content = 'width=device-width, initial-scale=1';
    document.head.appendChild(viewport);
    jest.useFakeTimers();
  });
  afterEach(() => {
    viewport.remove();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('recognises iPhone, iPod and iPad, including iPadOS posing as a Mac', () => {
    expect(isIosDevice({ userAgent: IPHONE, platform: 'iPhone', maxTouchPoints: 5 })).toBe(true);
    expect(
      isIosDevice({
        userAgent: 'Mozilla/5.0 (Macintosh)',
        platform: 'MacIntel',
        maxTouchPoints: 5,
      }),
    ).toBe(true);
    expect(
      isIosDevice({
        userAgent: 'Mozilla/5.0 (Macintosh)',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      }),
    ).toBe(false);
    expect(isIosDevice({ userAgent: DESKTOP, platform: 'Linux x86_64', maxTouchPoints: 0 })).toBe(
      false,
    );
  });

  it('locks the viewport to scale 1 on iOS and fixes the layout 100 ms later', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { unmount } = render(<Probe />);

    expect(viewport.content).toBe(IOS_VIEWPORT_CONTENT);
    expect(document.documentElement).toHaveClass('ios');
    jest.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.documentElement.style.getPropertyValue('--app-height')).toBe(
      `${window.innerHeight}px`,
    );

    window.dispatchEvent(new Event('orientationchange'));
    jest.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledTimes(2);

    unmount();
    expect(viewport.content).toBe('width=device-width, initial-scale=1');
    expect(document.documentElement).not.toHaveClass('ios');
  });

  it('leaves other devices alone', () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    render(<Probe />);
    jest.advanceTimersByTime(500);
    expect(viewport.content).toBe('width=device-width, initial-scale=1');
    expect(document.documentElement).not.toHaveClass('ios');
  });
});
