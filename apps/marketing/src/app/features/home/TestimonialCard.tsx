import { useEffect } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import FormatQuote from '@mui/icons-material/FormatQuote';
import type { Testimonial } from '@consult/content';

/** The initials of a full name: first letters of the first and last words. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0].charAt(0);
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : '';
  return (first + last).toUpperCase();
}

/** The portrait's size: 64 px on phones, 80 px wider. */
const PORTRAIT_PX = { xs: 64, md: 80 } as const;

/** Marks a testimonial's portrait (usePortraitFallbacks finds it by it). */
const PORTRAIT = 'data-portrait';
/** Set on a portrait that failed to load: it is hidden, and the initials beneath it show. */
export const PORTRAIT_FAILED = 'data-failed';

/**
 * The client's portrait (req SITE-2), a file the app serves, loaded when it nears the screen,
 * drawn over their initials: the initials show until it has loaded, and in its place when there
 * is no picture or it fails to load (usePortraitFallbacks). It has no state or handler of its
 * own, so the testimonials stay a static part of the prerendered home page (issue 19).
 */
export function TestimonialPortrait({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Avatar
      sx={(theme) => ({
        width: PORTRAIT_PX,
        height: PORTRAIT_PX,
        fontSize: { xs: 22, md: 26 },
        fontWeight: 700,
        fontFamily: theme.typography.h1.fontFamily,
        color: 'primary.dark',
        bgcolor: alpha(theme.palette.secondary.main, 0.22),
        border: `2px solid ${alpha(theme.palette.secondary.main, 0.5)}`,
      })}
    >
      {/* The initials repeat the name beside them; the portrait has its own alternative text. */}
      <span aria-hidden>{nameInitials(testimonial.name)}</span>
      {testimonial.image && (
        <Box
          component="img"
          {...{ [PORTRAIT]: '' }}
          src={testimonial.image}
          alt={`Illustrated portrait of ${testimonial.name}`}
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
            [`&[${PORTRAIT_FAILED}]`]: { display: 'none' },
          }}
        />
      )}
    </Avatar>
  );
}

/**
 * Hides a testimonial's portrait that fails to load, so that its initials show (the page's own
 * effect: the testimonials, a static part of the prerendered page, run nothing in the browser).
 * A portrait that failed before the page was live is found at once; a later one by its error,
 * which the document hears as it goes down to the image.
 */
export function usePortraitFallbacks(): void {
  useEffect(() => {
    const portraits = `img[${PORTRAIT}]`;
    for (const image of document.querySelectorAll<HTMLImageElement>(portraits)) {
      if (image.complete && image.naturalWidth === 0) image.setAttribute(PORTRAIT_FAILED, '');
    }
    const failed = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(portraits)) {
        event.target.setAttribute(PORTRAIT_FAILED, '');
      }
    };
    document.addEventListener('error', failed, true);
    return () => document.removeEventListener('error', failed, true);
  }, []);
}

/** A client's quote, name and role, with their portrait (their initials without one). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" sx={{ m: 0, height: '100%', bgcolor: 'background.paper' }}>
      <CardContent
        sx={{
          p: 3,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          gap: 3,
        }}
      >
        <FormatQuote
          aria-hidden
          sx={{ fontSize: 40, color: 'secondary.main', transform: 'scaleX(-1)' }}
        />
        <Box
          component="blockquote"
          sx={{
            m: 0,
            flex: 1,
            fontFamily: (theme) => theme.typography.h1.fontFamily,
            fontSize: { xs: 18, md: 19 },
            lineHeight: 1.6,
            color: 'text.primary',
          }}
        >
          {testimonial.content}
        </Box>
        <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <TestimonialPortrait testimonial={testimonial} />
          <Box>
            <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
              {testimonial.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {testimonial.title},{' '}
              <Box component="span" sx={{ display: 'block' }}>
                {testimonial.company}
              </Box>
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
