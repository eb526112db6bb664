import { string } from 'yup';
import { plainTextMessage } from '@consult/domain';

/**
 * A text field's Yup schema with the API's plain-text rule (libs/domain `plainTextMessage`): no
 * control characters, no bidirectional overrides, and one line unless `multiline`. The same
 * message shows under the field before the form is sent as after.
 */
export function plainText(label: string, options: { multiline?: boolean } = {}) {
  return string().test('plain-text', (value, context) => {
    const message = value ? plainTextMessage(value, label, options) : null;
    return message === null || context.createError({ message });
  });
}
