import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { CheckList } from '../services/CheckList';

const WHAT_TO_EXPECT = [
  'A reply from a partner, usually within one business day',
  'A 30-minute introductory call at no cost and with no obligation',
  'A written proposal with scope, team, timeline and fees if we are a good fit',
] as const;

/** 'Get in Touch' (req SITE-2): how a first conversation works, and the Schedule a Consultation button. */
export function GetInTouchCard() {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        height: '100%',
        bgcolor: alpha(theme.palette.secondary.main, 0.08),
        borderColor: alpha(theme.palette.secondary.main, 0.4),
      })}
    >
      <CardContent
        sx={{ p: { xs: 3, md: 4 }, height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Typography
          id={headingId}
          variant="headlineSm"
          component="h2"
          sx={{ color: 'primary.dark', mb: 2 }}
        >
          Get in Touch
        </Typography>
        <Typography sx={{ lineHeight: 1.7, mb: 3 }}>
          Whether you are weighing a growth plan, preparing to raise capital or facing a decision
          that will reshape the company, the first step is a conversation. Tell us a little about
          your business and what you want to achieve.
        </Typography>
        <Box sx={{ mb: 4, flex: 1 }}>
          <CheckList items={WHAT_TO_EXPECT} />
        </Box>
        <Box>
          <Button
            component={RouterLink}
            to="/request-consultation"
            variant="contained"
            size="large"
            startIcon={<EventAvailableOutlined />}
            sx={{ minHeight: 50 }}
          >
            Schedule a Consultation
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
