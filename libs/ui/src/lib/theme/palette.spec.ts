import { getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

/**
 * WCAG 1.4.3: text of a status colour, as an outlined chip or button writes it, reads at 4.5:1 or
 * more on the paper and on the page's background, and white text on its filled form as well.
 */
describe("the theme's status colours", () => {
  const { palette } = theme;
  const surfaces = { paper: palette.background.paper, page: palette.background.default };

  it.each(['warning', 'error', 'success'] as const)('%s text reads at 4.5:1 or more', (status) => {
    const colour = palette[status];
    for (const [surface, background] of Object.entries(surfaces)) {
      expect({ surface, ratio: getContrastRatio(colour.main, background) >= 4.5 }).toEqual({
        surface,
        ratio: true,
      });
    }
    expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
  });
});
