import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';

interface PaymentPageHeaderProps {
  title: string;
  back?: { to: string; label: string };
  /** A line under the title: which agreement, its total. */
  children?: ReactNode;
}

/** The title of a payment page, with its way back and what it is about. */
export function PaymentPageHeader({ title, back, children }: PaymentPageHeaderProps) {
  return (
    <Box>
      {back && (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBack />} sx={{ ml: -1 }}>
          {back.label}
        </Button>
      )}
      <Typography variant="pageTitle" component="h1" sx={{ mt: back ? 1 : 0 }}>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}
