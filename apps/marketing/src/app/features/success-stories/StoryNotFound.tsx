import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BackToStoriesLink } from './BackToStoriesLink';

/** An unknown story id (req SITE-2, SITE-8). */
export function StoryNotFound() {
  return (
    <Container maxWidth="sm" sx={{ flex: 1, py: { xs: 10, md: 14 }, textAlign: 'center' }}>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.dark' }}>
        Client Success Stories
      </Typography>
      <Typography variant="displaySm" component="h1" sx={{ mb: 2, color: 'primary.dark' }}>
        Success Story Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4, textWrap: 'balance' }}>
        The story you're looking for doesn't exist or has been removed.
      </Typography>
      <BackToStoriesLink sx={{ border: 1, borderColor: 'primary.main', px: 2.5 }} />
    </Container>
  );
}
