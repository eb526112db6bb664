import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';

/** The 'Users & Companies' panel; the client list itself comes with the admin users endpoint. */
export function UsersCompaniesPanel() {
  return (
    <Card component="section" aria-labelledby="users-companies-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography
          id="users-companies-title"
          variant="h2"
          sx={{ fontSize: 22, color: 'primary.dark' }}
        >
          Users & Companies
        </Typography>
        <Box
          sx={(theme) => ({
            mt: 3,
            px: 3,
            py: { xs: 5, md: 7 },
            textAlign: 'center',
            borderRadius: 2,
            border: `1px dashed ${alpha(theme.palette.primary.main, 0.25)}`,
            bgcolor: 'background.default',
          })}
        >
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 56,
              height: 56,
              mx: 'auto',
              mb: 2,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: alpha(theme.palette.secondary.main, 0.18),
            })}
          >
            <PeopleAltOutlined />
          </Box>
          <Typography sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
            The client list appears here.
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 440, mx: 'auto' }}>
            Each registered client with their company, name and e-mail, and whether their NDA,
            consulting agreement and payment method are in place.
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
