import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  Form,
  Formik,
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
  type FormikHelpers,
} from 'formik';
import { HydrateLater, useAppConfig, useHydrated, useToast } from '@consult/ui';
import {
  FocusFirstError,
  FormTextField,
  PersonNameFields,
  twoColumnsSx,
  showServerFieldErrors,
  submitButtonSx,
  type FormStatus,
} from '@consult/ui/forms';
import {
  CONSULTATION_HINTS,
  CONSULTATION_TOASTS,
  PRIMARY_GOALS_LABEL,
  PRIMARY_GOALS_PLACEHOLDER,
} from './consultation-messages';
import {
  CONSULTATION_FIELDS,
  CONSULTATION_INITIAL_VALUES,
  toConsultationRequest,
  type ConsultationFormValues,
} from './consultation-values';
import { FormCheckbox } from './FormCheckbox';

/** Back to the top of the page after a successful request, smoothly unless motion is reduced. */
function scrollToTop(): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

/**
 * The form's rules, loaded with its first validation (the first change or the first submit): yup,
 * the schema and the e-mail check are about 15 KB of gzipped script the page's hydration no longer
 * waits for (issue 19), and a message shows only once the form has been sent (FormTextField). If
 * they cannot load, the request goes to the API, which checks the same rules and whose field
 * messages show under their fields as any refusal's do.
 */
async function validate(
  values: ConsultationFormValues,
): Promise<FormikErrors<ConsultationFormValues>> {
  let schema: typeof import('./consultation-schema').consultationSchema;
  try {
    ({ consultationSchema: schema } = await import('./consultation-schema'));
  } catch (error) {
    console.error("Failed to load the consultation form's rules", error);
    return {};
  }
  // What Formik's `validationSchema` does: an empty field read as a missing one, the messages
  // gathered by field.
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if ((error as Error).name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}

/**
 * The form's fields, disabled until the page is live: text typed into the prerendered form before
 * hydration would be lost when React takes the fields over. The fields are its children, made by
 * the form: when the page becomes live only the fieldset renders again, not every field in it
 * (issue 19: that render was one of the longest tasks of the page's load).
 */
function LiveFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}

/**
 * The consultation request (req SITE-2, SITE-4, SITE-5): validated on submit, then on every change; the
 * first invalid field gets focus. Success: a toast, the form resets and the page scrolls to the top.
 * Failure: the values stay; the server's field messages show under their fields (the first is
 * focused), and a destructive toast says when the request failed for another reason.
 */
export function ConsultationForm() {
  const { apiBaseUrl } = useAppConfig();
  const { toast } = useToast();

  const submit = async (
    values: ConsultationFormValues,
    helpers: FormikHelpers<ConsultationFormValues>,
  ) => {
    helpers.setStatus({} satisfies FormStatus);
    try {
      // The API client is loaded when the form is first sent (submit-consultation.ts).
      const { submitConsultation } = await import('./submit-consultation');
      await submitConsultation(apiBaseUrl, toConsultationRequest(values));
      toast({
        title: CONSULTATION_TOASTS.submitted,
        description: CONSULTATION_TOASTS.submittedDescription,
      });
      helpers.resetForm();
      scrollToTop();
    } catch (error) {
      console.error('Failed to submit the consultation request', error);
      // A refusal naming fields shows under them (the first is focused); the toast is for an
      // outage: a 5xx, no answer, or a refusal of nothing the form shows.
      if (showServerFieldErrors(error, helpers.setStatus, CONSULTATION_FIELDS)) return;
      toast({
        title: CONSULTATION_TOASTS.failed,
        description: CONSULTATION_TOASTS.failedDescription,
        variant: 'destructive',
      });
    }
  };

  return (
    <Formik
      initialValues={CONSULTATION_INITIAL_VALUES}
      validate={validate}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Request a consultation">
          <FocusFirstError fields={CONSULTATION_FIELDS} />
          <LiveFieldset>
            {/* Each group of fields hydrates in a task of its own (issue 19: the form alone held
                the main thread for about 50 ms of a phone's time), each group one element. */}
            <Stack spacing={2.5}>
              <HydrateLater>
                <Stack spacing={2.5}>
                  <FormTextField
                    name="companyName"
                    label="Company name"
                    autoComplete="organization"
                    required
                  />
                  <FormControl component="fieldset">
                    <FormLabel
                      component="legend"
                      sx={{ mb: 0.5, color: 'text.primary', fontWeight: 600 }}
                    >
                      Company type
                    </FormLabel>
                    <FormGroup row>
                      <FormCheckbox name="isPublic" label="Public Company" />
                      <FormCheckbox name="isPrivate" label="Private Company" />
                    </FormGroup>
                  </FormControl>
                </Stack>
              </HydrateLater>
              <HydrateLater>
                <PersonNameFields required />
              </HydrateLater>
              <HydrateLater>
                <Box sx={twoColumnsSx}>
                  <FormTextField
                    name="email"
                    label="Email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    required
                  />
                  <FormTextField
                    name="phone"
                    label="Phone number"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    required
                    helperText={CONSULTATION_HINTS.phone}
                  />
                </Box>
              </HydrateLater>
              <HydrateLater>
                <Stack spacing={2.5}>
                  <FormTextField
                    name="primaryGoals"
                    label={PRIMARY_GOALS_LABEL}
                    labelPlacement="above"
                    placeholder={PRIMARY_GOALS_PLACEHOLDER}
                    multiline
                    minRows={5}
                    required
                  />
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={isSubmitting}
                    sx={{ ...submitButtonSx, alignSelf: { sm: 'flex-start' }, px: 5 }}
                  >
                    {isSubmitting ? 'Submitting...' : 'Submit Request'}
                  </Button>
                </Stack>
              </HydrateLater>
            </Stack>
          </LiveFieldset>
        </Form>
      )}
    </Formik>
  );
}
