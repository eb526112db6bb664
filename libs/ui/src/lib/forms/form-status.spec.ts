import { isFieldRefusal, serverFieldErrors, showServerFieldErrors } from './form-status';
const API_ERROR = 'Please enter a valid email';

const refused = (fields: Record<string, string>, status = 400) => ({
  status,
  data: { statusCode: status, error: 'Bad Request', message: Object.values(fields)[0], fields },
});

describe('serverFieldErrors', () => {
  it("places a 400's field messages on the form's fields", () => {
    expect(serverFieldErrors(refused({ email: API_ERROR }), ['name', 'email'])).toEqual({
      placed: { email: API_ERROR },
      unplaced: 0,
    });
  });

  it('renames API names to the form’s, and counts the ones no field shows', () => {
    const error = refused({ billing_zip: 'Bad ZIP', 'clientData.unknown': 'Unknown field' });
    const rename = (name: string) => (name === 'billing_zip' ? 'billingZip' : undefined);
    expect(serverFieldErrors(error, ['billingZip'], rename)).toEqual({
      placed: { billingZip: 'Bad ZIP' },
      unplaced: 1,
    });
  });

  it('places nothing for a 5xx or a failure without an answer', () => {
    expect(serverFieldErrors(refused({ email: API_ERROR }, 503), ['email']).placed).toEqual({});
    expect(
      serverFieldErrors({ status: 'FETCH_ERROR', error: 'TypeError' }, ['email']).placed,
    ).toEqual({});
  });
});

describe('showServerFieldErrors', () => {
  it('answers true (no toast) when every message has its field', () => {
    const setStatus = jest.fn();
    expect(showServerFieldErrors(refused({ email: API_ERROR }), setStatus, ['email'])).toBe(true);
    expect(setStatus).toHaveBeenCalledWith({ fieldErrors: { email: API_ERROR } });
  });

  it('answers false (the toast stays) for a refusal of something the form does not show', () => {
    const setStatus = jest.fn();
    expect(showServerFieldErrors(refused({ other: 'x' }), setStatus, ['email'])).toBe(false);
    expect(showServerFieldErrors({ status: 500, data: {} }, setStatus, ['email'])).toBe(false);
    expect(setStatus).toHaveBeenLastCalledWith({ fieldErrors: {} });
  });
});

describe('isFieldRefusal', () => {
  it('is true for a 4xx whose messages all have a field of the form', () => {
    expect(isFieldRefusal(refused({ email: API_ERROR }), { email: API_ERROR }, ['email'])).toBe(
      true,
    );
  });

  it('is false when a message has no field to show it, for a 5xx, and for no message', () => {
    const error = refused({ agreementDate: 'Not today' });
    expect(isFieldRefusal(error, { agreementDate: 'Not today' }, ['companyName'])).toBe(false);
    expect(isFieldRefusal({ status: 500 }, { email: API_ERROR }, ['email'])).toBe(false);
    expect(isFieldRefusal(refused({}), {}, ['email'])).toBe(false);
  });
});
