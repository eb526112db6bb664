import { withoutScreenLayout } from './pdf-renderer';

const SCREEN_ONLY = '<style media="screen">html { display: none; }</style>';

describe('withoutScreenLayout', () => {
  it('adds the screen-only style sheet last in the head, and changes nothing else', () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><title>NDA</title></head><body><p>Text</p></body></html>';
    expect(withoutScreenLayout(html)).toBe(
      `<!doctype html><html><head><meta charset="utf-8"><title>NDA</title>${SCREEN_ONLY}</head><body><p>Text</p></body></html>`,
    );
  });

  it('finds the head whatever its case and spacing, and only the first end of it', () => {
    expect(withoutScreenLayout('<HTML><HEAD></HEAD ><BODY><!-- </head> --></BODY></HTML>')).toBe(
      `<HTML><HEAD>${SCREEN_ONLY}</HEAD ><BODY><!-- </head> --></BODY></HTML>`,
    );
  });

  it('leaves a document without a head as it is', () => {
    const html = '<!doctype html><html><body><p>A small document.</p></body></html>';
    expect(withoutScreenLayout(html)).toBe(html);
  });
});
