import { render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../lib/theme/theme';
import { SpecStyles, specStyleCache } from './spec-styles';

function Page() {
  return (
    <ThemeProvider theme={theme}>
      <Box
        data-testid="box"
        sx={{ display: 'grid', color: 'rgb(1, 2, 3)', padding: '7px', opacity: 0.5 }}
      />
      <Box data-testid="quiet" sx={{ pointerEvents: 'none', fontSize: '19px' }} />
      <Box
        data-testid="labelled"
        sx={{ '&::after': { content: '"after"', position: 'absolute', top: '3px' } }}
      />
      <Collapse in={false}>
        <Button>Hidden while collapsed</Button>
      </Collapse>
      <Button>Shown</Button>
    </ThemeProvider>
  );
}

/** The text of the rules in the page's style elements that match `selector`. */
function cssRules(selector: string): string {
  return [...document.querySelectorAll<HTMLStyleElement>(selector)]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('\n');
}

describe("The specs' style sheet (SpecStyles)", () => {
  it('keeps the properties specs read and leaves out the rest', () => {
    render(
      <SpecStyles>
        <Page />
      </SpecStyles>,
    );
    const box = getComputedStyle(screen.getByTestId('box'));
    expect(box.display).toBe('grid');
    expect(box.opacity).toBe('0.5');
    expect(box.color).not.toBe('rgb(1, 2, 3)');
    expect(box.paddingTop).not.toBe('7px');
    const quiet = getComputedStyle(screen.getByTestId('quiet'));
    expect(quiet.pointerEvents).toBe('none');
    expect(quiet.fontSize).not.toBe('19px');
  });

  it('still hides what MUI hides with a class: a collapsed section is not in the roles', () => {
    render(
      <SpecStyles>
        <Page />
      </SpecStyles>,
    );
    expect(screen.getByRole('button', { name: 'Shown' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hidden while collapsed' })).toBeNull();
    expect(screen.getByText('Hidden while collapsed')).not.toBeVisible();
  });

  it('leaves the rules with nothing the specs read out of the page', () => {
    render(
      <SpecStyles>
        <Page />
      </SpecStyles>,
    );
    const rules = cssRules(`style[data-emotion^="${specStyleCache.key}"]`);
    expect(rules).toContain('display: grid;');
    // jsdom computes no style of a pseudo-element, but Testing Library asks for its content.
    expect(rules).toMatch(/::after \{ content: "after"; \}/);
    expect(rules).not.toMatch(/font-size|padding|color|position|top:/);
    // The full sheet, as the apps have it, carries them.
    render(
      <ThemeProvider theme={theme}>
        <Box sx={{ padding: '7px' }} />
      </ThemeProvider>,
    );
    expect(cssRules('style[data-emotion^="css"]')).toContain('padding: 7px;');
  });
});
