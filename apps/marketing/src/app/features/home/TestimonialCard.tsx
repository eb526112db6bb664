import { useEffect, useRef, useState } from 'react';
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

/**
 * The client's portrait (req SITE-2), a file the app serves, loaded when it nears the screen;
 * their initials when there is no picture or it fails to load.
 */
export function TestimonialPortrait({ testimonial }: { testimonial: Testimonial }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const showImage = Boolean(testimonial.image) && !failed;
  // A prerendered picture may have failed before the page was interactive, its error unheard.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <Avatar
      // The initials repeat the name beside them; the portrait has its own alternative text.
      aria-hidden={showImage ? undefined : true}
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
      {showImage ? (
        <Box
          component="img"
          ref={image}
          src={testimonial.image}
          alt={`Illustrated portrait of ${testimonial.name}`}
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        nameInitials(testimonial.name)
      )}
    </Avatar>
  );
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
