import { array, boolean, object, string } from 'yup';
import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  LIMITS,
  NDA_LIMITS,
  SERVICE_CATALOGUE,
  SINGLE_LINE_PATTERN,
  findServiceByName,
  newServiceSelection,
  parseMoney,
  type AgreementClientData,
  type AgreementPaymentType,
  type AgreementServiceSelection,
  type AgreementSummary,
} from '@consult/domain';

/**
 * One catalogue service as the agreement form holds it: amounts as the text typed ("$15,000.00"
 * stays so; `parseMoney` reads it), so an emptied field stays empty instead of turning into 0.
 */
export interface ServiceFormValues {
  name: string;
  selected: boolean;
  subServices: string[];
  paymentType: AgreementPaymentType;
  fee: string;
  downPayment: string;
  hours: string;
  months: string;
}

export type ClientFormValues = Omit<AgreementClientData, 'date'>;

/**
 * The terms of an agreement as a form holds them: the client block and the six catalogue services
 * in catalogue order (the ticked ones are the agreement's). The client's signing form adds the
 * signature to these; the firm's amendment form (admin console) sends them as they are.
 */
export interface AgreementTermsValues extends ClientFormValues {
  services: ServiceFormValues[];
}

/** The client fields in the order the form shows them (and focuses the first invalid one). */
export const CLIENT_FIELDS = [
  'companyName',
  'companyStreet',
  'companyCity',
  'companyState',
  'companyZip',
  'companyPhone',
  'signerName',
  'signerTitle',
] as const satisfies readonly (keyof ClientFormValues)[];

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A selection (the catalogue's defaults, or a saved line) as the form holds it. */
export function serviceFormValues(
  selection: AgreementServiceSelection,
  selected: boolean,
): ServiceFormValues {
  return {
    name: selection.name,
    selected,
    subServices: [...selection.subServices],
    paymentType: selection.paymentType,
    fee: text(selection.fee),
    downPayment: text(selection.downPayment),
    hours: text(selection.hours),
    months: text(selection.months),
  };
}

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : Number.NaN);

/** Whole dollars of a fee or down payment as typed ("15,000.00" is 15000), else NaN. */
const wholeDollars = (value: string) => {
  const parsed = parseMoney(value, { cents: false });
  return parsed.ok ? parsed.cents / 100 : Number.NaN;
};

/**
 * A form service as the API reads it. Only the quantities of its payment type are sent; an amount
 * the money parser cannot read, or a quantity that is not a whole number, is sent as NaN (JSON
 * null), which the rules reject with their message.
 */
export function toSelection(service: ServiceFormValues): AgreementServiceSelection {
  const selection: AgreementServiceSelection = {
    name: service.name,
    subServices: [...service.subServices],
    paymentType: service.paymentType,
    fee: wholeDollars(service.fee),
  };
  if (service.paymentType === 'success') selection.downPayment = wholeDollars(service.downPayment);
  if (service.paymentType === 'hourly') selection.hours = wholeNumber(service.hours);
  if (service.paymentType === 'monthly') selection.months = wholeNumber(service.months);
  return selection;
}

/** The ticked services as the API reads them (for the rules and the request). */
export function selectedServices(
  values: Pick<AgreementTermsValues, 'services'>,
): AgreementServiceSelection[] {
  return values.services.filter((service) => service.selected).map(toSelection);
}

/**
 * A form service for the figures shown while typing: an amount that is empty, or that the parser
 * refuses ("12.50" for a fee), counts as 0; what it reads ("15,000.00") counts as that amount.
 */
export function pricedSelection(service: ServiceFormValues): AgreementServiceSelection {
  const selection = toSelection(service);
  const zero = (value: number | undefined) =>
    value !== undefined && Number.isNaN(value) ? 0 : value;
  return {
    ...selection,
    fee: zero(selection.fee) ?? 0,
    downPayment: zero(selection.downPayment),
    hours: zero(selection.hours),
    months: zero(selection.months),
  };
}

/** The ticked services for the figures shown while typing. */
export function pricedServices(
  values: Pick<AgreementTermsValues, 'services'>,
): AgreementServiceSelection[] {
  return values.services.filter((service) => service.selected).map(pricedSelection);
}

export function clientDataOf(values: ClientFormValues, date: string): AgreementClientData {
  return {
    companyName: values.companyName.trim(),
    companyStreet: values.companyStreet.trim(),
    companyCity: values.companyCity.trim(),
    companyState: values.companyState.trim(),
    companyZip: values.companyZip.trim(),
    companyPhone: values.companyPhone.trim(),
    signerName: values.signerName.trim(),
    signerTitle: values.signerTitle.trim(),
    date,
  };
}

/** Every catalogue service, unticked, with the terms a newly ticked service starts with. */
export function catalogueServices(): ServiceFormValues[] {
  return SERVICE_CATALOGUE.map((service) =>
    serviceFormValues(newServiceSelection(service.name), false),
  );
}

/** The terms of a saved agreement version: its client block and its services. */
export type SavedAgreementTerms = Pick<
  AgreementSummary,
  | 'companyName'
  | 'companyStreet'
  | 'companyCity'
  | 'companyState'
  | 'companyZip'
  | 'companyPhone'
  | 'signerName'
  | 'signerTitle'
  | 'services'
>;

/**
 * A saved agreement's terms as the form holds them: its client details and its services ticked,
 * the other catalogue services unticked. Sub-services keep the catalogue's order.
 */
export function agreementTermsValues(agreement: SavedAgreementTerms): AgreementTermsValues {
  const saved: AgreementServiceSelection[] = Array.isArray(agreement.services)
    ? agreement.services
    : [];
  return {
    companyName: agreement.companyName,
    companyStreet: agreement.companyStreet,
    companyCity: agreement.companyCity,
    companyState: agreement.companyState,
    companyZip: agreement.companyZip,
    companyPhone: agreement.companyPhone,
    signerName: agreement.signerName,
    signerTitle: agreement.signerTitle,
    services: catalogueServices().map((service) => {
      const line = saved.find((item) => item?.name === service.name);
      if (!line) return service;
      const order = findServiceByName(service.name)?.subServices.map((sub) => sub.name) ?? [];
      const subServices = Array.isArray(line.subServices) ? line.subServices : [];
      return serviceFormValues(
        { ...line, subServices: order.filter((sub) => subServices.includes(sub)) },
        true,
      );
    }),
  };
}

const line = (label: string, max: number) =>
  string()
    .trim()
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .matches(SINGLE_LINE_PATTERN, `${label} must be on one line`);

/** A fee or down payment as typed: the money parser's message, then the limit. */
const money = () =>
  string().test('whole-dollars', (value, context) => {
    const parsed = parseMoney(value ?? '', { cents: false });
    if (!parsed.ok) return context.createError({ message: parsed.message });
    if (parsed.cents > AGREEMENT_LIMITS.maxFee * 100) {
      return context.createError({ message: AGREEMENT_MESSAGES.feeTooLarge });
    }
    return true;
  });

/** Hours or months: a whole number of 1 or more, up to the limit. */
const count = (message: string, max: number, tooLarge: string) =>
  string()
    .trim()
    .required(message)
    .matches(/^\d+$/, message)
    .test('at-least-one', message, (value) => !value || Number(value) >= 1)
    .test('at-most', tooLarge, (value) => !value || Number(value) <= max);

const serviceSchema = object({
  selected: boolean(),
  paymentType: string(),
  fee: string().when('selected', { is: true, then: money }),
  downPayment: string().when(['selected', 'paymentType'], {
    is: (selected: boolean, type: string) => selected && type === 'success',
    then: money,
  }),
  hours: string().when(['selected', 'paymentType'], {
    is: (selected: boolean, type: string) => selected && type === 'hourly',
    then: () =>
      count(AGREEMENT_MESSAGES.hours, AGREEMENT_LIMITS.maxHours, AGREEMENT_MESSAGES.hoursTooLarge),
  }),
  months: string().when(['selected', 'paymentType'], {
    is: (selected: boolean, type: string) => selected && type === 'monthly',
    then: () =>
      count(
        AGREEMENT_MESSAGES.months,
        AGREEMENT_LIMITS.maxMonths,
        AGREEMENT_MESSAGES.monthsTooLarge,
      ),
  }),
});

/**
 * Field-level rules of the terms (the API's limits), as a Yup object shape a form extends: the
 * client's form and the firm's amendment form both use it. Fees and down payments are read by
 * `parseMoney` (whole dollars), whose message shows under the field. The agreement's own rules
 * (req DOCS-5: at least one service, every client field, a total above $0, ...) are
 * `agreementProblem`'s (`@consult/domain`), shown in a toast on submit.
 */
export const agreementTermsShape = {
  companyName: line('Company name', LIMITS.companyNameMax),
  companyStreet: line('Street address', LIMITS.addressMax),
  companyCity: line('City', LIMITS.cityMax),
  companyState: line('State', LIMITS.stateMax),
  companyZip: line('ZIP code', LIMITS.zipMax),
  companyPhone: line('Phone', LIMITS.phoneMax),
  signerName: line('Signer name', NDA_LIMITS.signerNameMax),
  signerTitle: line('Signer title', LIMITS.titleMax),
  services: array().of(serviceSchema),
};
