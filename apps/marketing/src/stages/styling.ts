// The first stage of the site's scripts (main.tsx): Emotion, MUI System and MUI's styles, with
// their default theme. Exported so that the bundler keeps them in this stage's chunks.
export { CacheProvider } from '@emotion/react';
export { ThemeProvider, alpha, createTheme, styled, useTheme } from '@mui/material/styles';
