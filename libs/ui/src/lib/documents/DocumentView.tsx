import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import {
  formatLongDate,
  type DocumentBlock,
  type DocumentModel,
  type DocumentTable,
  type DocumentSignatureBlock,
} from '@consult/domain';
import { documentDateLabel } from '@consult/documents';
import { VISUALLY_HIDDEN } from '../a11y/visually-hidden';

const serif = (theme: Theme) => theme.typography.h1.fontFamily;

export interface DocumentViewProps {
  model: DocumentModel;
  firmName: string;
  /** "NDA-000042", under the title. */
  reference?: string;
  /** The line shown where a signature is still missing. */
  awaitingLabel?: string;
}

/**
 * A document model on screen: the same content, in the same order, as the PDF the API renders
 * from the same model (@consult/documents). Text only, never markup: React escapes every value.
 */
export function DocumentView({
  model,
  firmName,
  reference,
  awaitingLabel = 'Awaiting electronic signature',
}: DocumentViewProps) {
  const meta = [`${documentDateLabel(model.kind)}: ${formatLongDate(model.effectiveDate)}`];
  if (reference) meta.push(`Reference ${reference}`);
  return (
    <Box
      component="article"
      aria-label={model.title}
      sx={{ fontFamily: serif, lineHeight: 1.65, overflowWrap: 'anywhere', color: 'text.primary' }}
    >
      <Box component="header" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 1.5, mb: 3 }}>
        <Typography variant="overline" color="secondary.dark" component="p">
          {firmName}
        </Typography>
        <Typography variant="documentTitle" component="h2" sx={{ color: 'primary.main' }}>
          {model.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {meta.join(' · ')}
        </Typography>
      </Box>

      <Typography sx={{ fontFamily: 'inherit', mb: 1.5 }}>{model.preamble}</Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
        {model.parties.map((party) => (
          <Box
            component="li"
            key={party.role}
            sx={{
              bgcolor: 'background.default',
              borderLeft: 3,
              borderColor: 'primary.main',
              px: 2,
              py: 1,
              mb: 1,
            }}
          >
            <strong>{party.name}</strong>
            {party.addressLines.map((line) => `, ${line}`).join('')}
            {party.representative &&
              `, represented by ${party.representative.name}, ${party.representative.title}`}{' '}
            (the “{party.role}”)
          </Box>
        ))}
      </Box>
      {model.recitals.map((recital) => (
        <Typography key={recital} sx={{ fontFamily: 'inherit', mb: 1.5 }}>
          {recital}
        </Typography>
      ))}

      {model.sections.map((section) => (
        <Box component="section" key={section.number} sx={{ mt: 3 }}>
          <Typography
            variant="documentHeading"
            component="h3"
            sx={{ color: 'primary.main', mb: 1 }}
          >
            {section.number}. {section.heading}
          </Typography>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Box>
      ))}

      <Typography sx={{ fontFamily: 'inherit', mt: 3, mb: 2 }}>{model.closing}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {model.signatures.map((block) => (
          <SignatureBlock key={block.role} block={block} awaitingLabel={awaitingLabel} />
        ))}
      </Box>
    </Box>
  );
}

function Block({ block }: { block: DocumentBlock }) {
  if (block.kind === 'table') return <TableBlock table={block} />;
  const sub = block.label?.startsWith('(');
  return (
    <Box sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, mb: 1, ml: sub ? { xs: 1, sm: 5 } : 0 }}>
      {block.label && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ minWidth: sub ? { xs: 22, sm: 28 } : { xs: 30, sm: 40 }, pt: 0.25, flexShrink: 0 }}
        >
          {block.label}
        </Typography>
      )}
      <Typography sx={{ fontFamily: 'inherit', textAlign: { sm: 'justify' } }}>
        {block.heading && <strong>{block.heading} </strong>}
        {block.text}
      </Typography>
    </Box>
  );
}

/**
 * A document's table. One of more than two columns (a fee schedule) does not fit a phone's width:
 * under `sm` each row becomes a card of "column: value" lines. The table roles are set explicitly,
 * so a screen reader still reads a table once the display is no longer one.
 */
function TableBlock({ table }: { table: DocumentTable }) {
  const stacks = table.columns.length > 2;
  return (
    <Box
      component="table"
      role="table"
      sx={(theme) => ({
        width: '100%',
        borderCollapse: 'collapse',
        my: 1.5,
        ...(stacks && {
          [theme.breakpoints.down('sm')]: {
            display: 'block',
            '& caption, & tbody, & tr': { display: 'block' },
            '& caption': { textAlign: 'left', fontWeight: 700, mb: 0.5 },
            '& thead': VISUALLY_HIDDEN,
            '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
            '& td': { display: 'flex', gap: 1.5, border: 0, px: 0, py: 0.25 },
            '& td::before': {
              content: 'attr(data-label)',
              flex: '0 0 38%',
              color: 'text.secondary',
              fontFamily: theme.typography.body2.fontFamily,
              fontSize: theme.typography.body2.fontSize,
            },
          },
        }),
      })}
    >
      {table.caption && <caption>{table.caption}</caption>}
      <thead role="rowgroup">
        <tr role="row">
          {table.columns.map((column) => (
            <Box
              component="th"
              role="columnheader"
              key={column}
              sx={{ textAlign: 'left', borderBottom: 1, borderColor: 'divider', p: 1 }}
            >
              {column}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {table.rows.map((row, index) => (
          <tr role="row" key={index}>
            {row.map((cell, cellIndex) => (
              <Box
                component="td"
                role="cell"
                key={cellIndex}
                data-label={table.columns[cellIndex]}
                sx={{ borderBottom: 1, borderColor: 'divider', p: 1 }}
              >
                {cell}
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function SignatureBlock({
  block,
  awaitingLabel,
}: {
  block: DocumentSignatureBlock;
  awaitingLabel: string;
}) {
  return (
    <Box component="section" aria-label={`Signature for the ${block.role}`}>
      <Typography variant="overline" color="secondary.dark" component="p">
        For the {block.role}
      </Typography>
      <Typography sx={{ fontFamily: 'inherit', fontWeight: 700, mb: 1 }}>{block.party}</Typography>
      <Box
        sx={{
          minHeight: 48,
          borderBottom: 1,
          borderColor: 'text.primary',
          display: 'flex',
          alignItems: 'flex-end',
          pb: 0.5,
          mb: 1,
        }}
      >
        {block.signature === null ? (
          <Typography variant="body2" color="text.secondary">
            {awaitingLabel}
          </Typography>
        ) : (
          <Typography
            sx={{ fontFamily: 'inherit', fontStyle: 'italic', fontSize: 26, color: 'primary.main' }}
          >
            {block.signature}
          </Typography>
        )}
      </Box>
      <Typography variant="body2">Name: {block.signerName}</Typography>
      <Typography variant="body2">Title: {block.signerTitle}</Typography>
      <Typography variant="body2">
        Date: {block.signature === null ? '—' : formatLongDate(block.date)}
      </Typography>
      {block.note && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {block.note}
        </Typography>
      )}
    </Box>
  );
}
