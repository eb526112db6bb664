import { render, screen } from '@testing-library/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

describe('The type scale', () => {
  it('changes size at the theme’s own breakpoints, as an sx size would', () => {
    expect(theme.typography.pageTitle).toMatchObject({
      fontSize: 26,
      letterSpacing: '-0.01em',
      [theme.breakpoints.up('sm')]: { fontSize: 34 },
    });
    expect(theme.typography.displayXl).toMatchObject({
      fontSize: 38,
      [theme.breakpoints.up('sm')]: { fontSize: 48 },
      [theme.breakpoints.up('md')]: { fontSize: 60 },
    });
  });

  it('renders a step as its heading level unless the place names another', () => {
    render(
      <ThemeProvider theme={theme}>
        <Typography variant="pageTitle">Your profile</Typography>
        <Typography variant="titleSm" component="h2">
          Topics
        </Typography>
        <Typography variant="lead">An introduction</Typography>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Topics' })).toBeInTheDocument();
    expect(screen.getByText('An introduction').tagName).toBe('P');
  });

  it('styles a step with its size, and MUI’s own variants keep their elements', () => {
    render(
      <ThemeProvider theme={theme}>
        <Typography variant="titleMd">Leadership</Typography>
        <Typography variant="h5" component="h2">
          Business profile
        </Typography>
        <Box sx={{ fontSize: 'body2.fontSize' }}>Signed on</Box>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Leadership' })).toHaveStyle({
      fontSize: '21px',
      fontWeight: '700',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Business profile' })).toHaveStyle({
      fontSize: '1.5rem',
    });
    expect(screen.getByText('Signed on')).toHaveStyle({ fontSize: '0.875rem' });
  });
});
