// Prints the text of each page of the PDF read from stdin, as a JSON array (pdf-parse 2).
// It runs as its own Node process: pdf.js loads its worker with a dynamic import(), which Jest's
// module sandbox does not allow.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const result = await parser.getText();
  process.stdout.write(JSON.stringify(result.pages.map((page) => page.text)));
} finally {
  await parser.destroy();
}
