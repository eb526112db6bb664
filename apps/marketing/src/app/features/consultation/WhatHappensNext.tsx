import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_FIRM } from '@consult/domain';
import { EmailAddress } from '@consult/ui';

const STEPS = [
  {
    title: 'We read your request',
    text: 'A partner reviews your goals and the context of your company, usually within one business day.',
  },
  {
    title: 'An introductory call',
    text: 'A 30-minute conversation to understand where the business needs to go. No cost, no obligation.',
  },
  {
    title: 'A proposal you can act on',
    text: 'A scope, a team and a timeline, with fees agreed before any work begins.',
  },
] as const;

/** Beside the form: what happens after a request, and how to reach the firm directly. */
/** A contact link: its own line's height, at least 24 px. */
const LINK_SX = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

export function WhatHappensNext() {
  return (
    <Box component="aside" aria-labelledby="what-happens-next">
      <Typography id="what-happens-next" variant="titleMd" component="h2" sx={{ mb: 2.5 }}>
        What happens next
      </Typography>
      <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {STEPS.map((step, index) => (
          <Stack key={step.title} component="li" direction="row" spacing={2}>
            <Box
              aria-hidden
              sx={{
                flex: 'none',
                width: 32,
                height: 32,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'secondary.light',
                color: 'primary.dark',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 600, mb: 0.25 }}>{step.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography sx={{ fontWeight: 600, mb: 1 }}>Prefer to talk to us directly?</Typography>
      <Typography variant="body2" color="text.secondary" component="div">
        {/*
          Each link on its own line, so a touch screen's 44 px tap area takes room there; with a
          mouse, each is still a 24 px target (WCAG 2.2, 2.5.8), not the text's 20 px line.
        */}
        <Link href={`tel:${DEFAULT_FIRM.phone.replace(/[^\d+]/g, '')}`} sx={LINK_SX}>
          {DEFAULT_FIRM.phone}
        </Link>
        <br />
        <Link href={`mailto:${DEFAULT_FIRM.email}`} sx={LINK_SX}>
          <EmailAddress email={DEFAULT_FIRM.email} />
        </Link>
      </Typography>
    </Box>
  );
}
