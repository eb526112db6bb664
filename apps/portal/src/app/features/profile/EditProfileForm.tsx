import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FORM_HINTS, SECTOR_OPTIONS, sectorLabel, type BusinessProfile } from '@consult/domain';
import { errorMessage, isSessionExpired, useUpdateProfileMutation } from '@consult/api-client';
import { useToast } from '@consult/ui';
import {
  FocusFirstError,
  formActionsSx,
  type FormStatus,
  FormSelectField,
  FormTextField,
  PersonNameFields,
  showServerFieldErrors,
  submitButtonSx,
  twoColumnsSx,
} from '@consult/ui/forms';
import { SubmitButton } from '../forms/SubmitButton';
import { RatingField } from './RatingField';
import { PROFILE_MESSAGES } from './profile-messages';
import {
  PROFILE_FIELDS,
  profileSchema,
  toProfileFormValues,
  toUpdateProfileRequest,
  type ProfileFormValues,
} from './profile-schema';

/** The sector choices: an empty one, the list, and a stored value the list no longer has. */
function sectorChoices(current: string) {
  const known = SECTOR_OPTIONS.some((option) => option.value === current);
  return current && !known
    ? [...SECTOR_OPTIONS, { value: current, label: sectorLabel(current) }]
    : SECTOR_OPTIONS;
}

export function EditProfileForm({ profile }: { profile: BusinessProfile }) {
  const [updateProfile] = useUpdateProfileMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const initialValues = toProfileFormValues(profile);

  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      await updateProfile(toUpdateProfileRequest(values)).unwrap();
      toast({ title: PROFILE_MESSAGES.updateSuccess });
      void navigate('/profile');
    } catch (error) {
      // The session has ended (req SITE-8): the guard goes to /log-in, and this says why.
      if (isSessionExpired(error)) {
        toast({
          title: PROFILE_MESSAGES.updateErrorTitle,
          description: PROFILE_MESSAGES.updateUnauthenticated,
          variant: 'destructive',
        });
        return;
      }
      // A refusal naming fields (a website the API refuses) shows under them (issue 18).
      if (showServerFieldErrors(error, helpers.setStatus, PROFILE_FIELDS)) return;
      toast({
        title: PROFILE_MESSAGES.updateErrorTitle,
        description: errorMessage(error, PROFILE_MESSAGES.updateFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={profileSchema}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Edit business profile">
          <FocusFirstError fields={PROFILE_FIELDS} />
          <Stack spacing={2.5}>
            <PersonNameFields />
            <Box sx={twoColumnsSx}>
              <FormTextField name="companyName" label="Company name" autoComplete="organization" />
              <FormTextField name="title" label="Title" autoComplete="organization-title" />
            </Box>
            <Box sx={twoColumnsSx}>
              <FormSelectField name="sector" label="Sector">
                <MenuItem value="">
                  <em>No sector selected</em>
                </MenuItem>
                {sectorChoices(initialValues.sector).map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </FormSelectField>
              <FormTextField
                name="website"
                label="Website"
                autoComplete="url"
                placeholder="www.example.com"
                helperText={FORM_HINTS.website}
                slotProps={{ htmlInput: { inputMode: 'url' } }}
              />
            </Box>
            <FormTextField name="bio" label="Bio" multiline minRows={4} />
            <FormTextField name="successStory" label="Success story" multiline minRows={4} />
            <RatingField name="rating" />
            <Box sx={{ ...formActionsSx, pt: 1 }}>
              <Button
                component={RouterLink}
                to="/profile"
                variant="outlined"
                size="large"
                sx={submitButtonSx}
              >
                Cancel
              </Button>
              <SubmitButton pending={isSubmitting} label="Save Changes" pendingLabel="Saving..." />
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
